class Stack:
    def __init__(self):
        self.items = []
    def push(self, x):
        self.items.append(x)
        return self
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __eq__(self, other):
        return self.items == other.items
s = Stack().push(1).push(2)
print(len(s), s[0], s[-1], s == Stack().push(1).push(2))
for item in s:
    print(item)
