from collections import namedtuple, deque
Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
print(p, p.x, p._asdict() if hasattr(p, "_asdict") else None, p._replace(x=9))
q = deque([1, 2, 3], maxlen=4)
q.append(4); q.append(5); q.appendleft(0)
print(q, list(q), q.popleft(), len(q))
history = deque(maxlen=3)
for move in "abcde":
    history.append(move)
print("".join(history))
