data = [("q", 3), ("k", 1), ("v", 2)]
data.sort(key=lambda p: p[1])
print(data)
print(sorted(data, key=lambda p: p[0], reverse=True))
print(max(data, key=lambda p: p[1])[0])
names, nums = zip(*data)
print(names, nums)
print(dict(data))
print(dict(zip("abc", range(3))))
