items = [1, 2]
print(items)
list.append(items, 3)
print(items)
list.append(5)
