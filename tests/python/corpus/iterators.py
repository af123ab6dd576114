class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1

print(list(Countdown(3)))
for n in Countdown(2):
    print("tick", n)

class Batches:
    def __init__(self, data, size):
        self.data = data
        self.size = size

    def __iter__(self):
        return iter([self.data[i:i + self.size] for i in range(0, len(self.data), self.size)])

print([batch for batch in Batches(list(range(7)), 3)])
it = iter([10, 20])
print(next(it), next(it), next(it, "done"))
letters = iter("ab")
print(next(letters), list(letters))
keys = iter({"x": 1, "y": 2})
print(next(keys), sorted(Countdown(4)))
