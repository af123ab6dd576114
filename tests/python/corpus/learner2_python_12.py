d = {"a": 1, "b": 2}
d.update(c=3)
d["d"] = 4
print(d)
print(d.pop("a"), d)
print(d.setdefault("e", 5), d)
print(list(d.items())[:2])
print({k: v * 2 for k, v in d.items() if v % 2 == 0})
print("z" in d, d.get("z"), d.get("z", -1))
del d["b"]
print(d)
