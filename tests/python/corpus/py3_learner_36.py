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
print(list(Countdown(5)))
it = iter([10, 20])
print(next(it), next(it), next(it, "done"))
for value in Countdown(3):
    print("tick", value)
try:
    next(iter([]))
except StopIteration:
    print("empty iterator")
