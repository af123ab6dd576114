# Containers nested far deeper than the recursion limit: building and freeing them works, printing or comparing
# them stops with CPython's RecursionError, exactly at its depth.
def nested_list(depth):
    a = []
    for _ in range(depth):
        a = [a]
    return a

a = nested_list(100000)
try:
    print(len(str(a)))
except RecursionError as error:
    print("RecursionError:", error)
try:
    print(a == nested_list(100000))
except RecursionError as error:
    print("RecursionError:", error)
print(len(repr(nested_list(997))), repr(nested_list(3)))
try:
    repr(nested_list(998))
except RecursionError as error:
    print("998:", error)
print(nested_list(998) == nested_list(998), nested_list(5) < nested_list(6))
try:
    nested_list(999) == nested_list(999)
except RecursionError as error:
    print("999:", error)
d = {}
for i in range(50000):
    d = {"child": d, "depth": i}
print(d["depth"], d["child"]["depth"])
try:
    print(d)
except RecursionError as error:
    print("dict:", error)
t = ()
for _ in range(100000):
    t = (t,)
print(hash(t) == hash(t), len({t, t}))
try:
    print(t)
except RecursionError as error:
    print("tuple:", error)

class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

head = None
for i in range(100000):
    head = Node(i, head)
print(head.value, head.next.value)
del head
a = d = t = None
print("freed")
