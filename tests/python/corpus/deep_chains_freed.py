# Structures that chain, 200,000 deep, freed when their head goes: closures holding the previous closure,
# generators holding the previous generator, exceptions chained by __context__ (20,000), instances, dicts and tuples.
def make(prev):
    def f():
        return prev
    return f
g = None
for i in range(200000):
    g = make(g)
g = None
print("closures freed")

def gen(inner):
    yield inner
it = None
for i in range(200000):
    it = gen(it)
it = None
print("generators freed")

err = None
for i in range(20000):
    try:
        try:
            raise ValueError(i)
        except ValueError as e:
            e.__context__ = err
            err = e
            raise
    except ValueError:
        pass
print(type(err).__name__, err.args[0], err.__context__.args[0])
err = None
print("exceptions freed")

class Node:
    def __init__(self, nxt):
        self.nxt = nxt
n = None
for i in range(200000):
    n = Node(n)
n = None
print("instances freed")
d = {}
for i in range(200000):
    d = {"next": d}
d = None
t = ()
for i in range(200000):
    t = (t,)
t = None
print("containers freed")
