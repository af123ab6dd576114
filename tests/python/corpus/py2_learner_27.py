class Stack:
    def __init__(self):
        self._items = []
    def push(self, x):
        self._items.append(x)
    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()
    def peek(self):
        return self._items[-1]
    def __len__(self):
        return len(self._items)
    def __bool__(self):
        return bool(self._items)
    def __repr__(self):
        return f"Stack({self._items})"
    def __contains__(self, x):
        return x in self._items
    def __iter__(self):
        return iter(reversed(self._items))
s = Stack()
for c in "abc":
    s.push(c)
print(s, len(s), s.peek(), "b" in s, list(s), bool(Stack()))
while s:
    print(s.pop(), end=" ")
print()
s.pop()
