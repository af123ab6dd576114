class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []
    def __repr__(self):
        if not self.children:
            return f"Node({self.value})"
        return f"Node({self.value}, {self.children})"
    def total(self):
        return self.value + sum(child.total() for child in self.children)
    def walk(self, depth=0):
        yield depth, self.value
        for child in self.children:
            yield from child.walk(depth + 1)
tree = Node(1, [Node(2, [Node(4)]), Node(3)])
print(tree, tree.total())
for depth, value in tree.walk():
    print("  " * depth + str(value))
