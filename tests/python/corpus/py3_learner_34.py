from collections import Counter, defaultdict, deque, namedtuple
c = Counter("abracadabra")
print(c, c.most_common(2), c["a"], c["z"])
groups = defaultdict(list)
for word in ["apple", "bat", "avocado", "cherry", "blue"]:
    groups[word[0]].append(word)
print(dict(groups))
q = deque([1, 2, 3], maxlen=3)
q.append(4)
q.appendleft(0)
print(q, q.popleft(), q)
Pair = namedtuple("Pair", ["key", "value"])
p = Pair("q", 0.5)
print(p, p.key, p[1], p._replace(value=1.0), p._asdict())
