d = {"a": 1}
print(dict.keys(d))
print(dict.keys())
