class Counter:
    count = 0
    def __init__(self, name, start=0):
        self.name = name
        self.value = start
        Counter.count += 1
    def inc(self, by=1):
        self.value += by
        return self
    def __repr__(self):
        return f"Counter({self.name!r}, {self.value})"
a = Counter("a")
b = Counter("b", 10)
a.inc().inc(5)
print(a, b, Counter.count)
print([a, b])
print(str(a))
