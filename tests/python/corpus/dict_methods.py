counts = {}
for word in "the cat sat on the mat the end".split():
    counts[word] = counts.get(word, 0) + 1
print(counts)
print(counts.get("dog"), counts.get("dog", 0), counts.get("the", 0))
print(counts.pop("end"), counts.pop("dog", "missing"), counts)
groups = {}
for n in range(10):
    groups.setdefault(n % 3, []).append(n)
print(groups, groups.setdefault(0), groups.setdefault(5, "new"))
a = {"x": 1, "y": 2}
a.update({"y": 20, "z": 30})
a.update([("w", 0)], v=-1)
print(a)
b = a.copy()
b["x"] = 100
print(a["x"], b["x"])
print(a.popitem(), a)
a.clear()
print(a, len(a))
print(dict(), dict(a=1, b=2), dict([("k", "v"), (1, 2)]), dict(zip("abc", range(3))), dict({"q": 1}, r=2))
keys = sorted(b)
print(keys, sorted(b.values()), sum(b.values()), max(b.values()), min(b))
merged = {**b, "extra": True}
print(merged)
print(b | {"x": -1}, len(b.items()), ("x", 100) in b.items(), 30 in b.values(), "z" in b.keys())
del b["x"], b["y"]
print(b)
