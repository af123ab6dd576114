class Stack:
    def __init__(self):
        self._items = []
    def push(self, item):
        self._items.append(item)
    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()
    def __len__(self):
        return len(self._items)
    def __bool__(self):
        return bool(self._items)
    def __iter__(self):
        return iter(reversed(self._items))
    def __contains__(self, item):
        return item in self._items
s = Stack()
for ch in "abc":
    s.push(ch)
print(len(s), list(s), "b" in s, "z" in s, bool(s))
while s:
    print(s.pop(), end=" ")
print()
s.pop()
