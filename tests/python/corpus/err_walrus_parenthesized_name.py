values = [1, 2, 3]
print(((first) := values[0]))
