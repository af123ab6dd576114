# A class's own __eq__ and __hash__ decide set and dict membership, list equality, index and count, as in CPython.
class P:
    def __init__(s, x): s.x = x
    def __eq__(s, o): return isinstance(o, P) and s.x == o.x
    def __hash__(s): return hash(s.x)
    def __repr__(s): return f"P({s.x})"
print(len({P(1), P(1)}), hash(P(5)), P(2) in {P(2): 1}, P(2) in {P(2)})
d = {P(3): "a"}
print(d[P(3)])
print([P(1)] == [P(1)], (P(1), 2) == (P(1), 2), P(1) in [P(1)], [P(1), P(2)].index(P(2)), [P(1), P(1)].count(P(1)))
print({P(1): 1} == {P(1): 1}, {"k": P(1)} == {"k": P(1)})
class Q:
    def __init__(s, x): s.x = x
    def __hash__(s): return 2 ** 70 + s.x
print(hash(Q(1)), hash(Q(-3)))
class R:
    def __hash__(s): return -1
print(hash(R()))
class Bad:
    def __hash__(s): return "no"
try:
    hash(Bad())
except TypeError as e:
    print("TypeError:", e)
class E:
    def __eq__(s, o): return True
try:
    {E()}
except TypeError as e:
    print("TypeError:", e)
print(E() == 1, [E()] == [5])
