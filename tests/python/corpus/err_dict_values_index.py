d = {'a': 1}
print(d.values()[0])
