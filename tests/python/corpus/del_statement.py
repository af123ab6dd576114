scores = {"alice": 3, "bob": 5, "carol": 4}
del scores["bob"]
print(scores)
items = [10, 20, 30, 40]
del items[1]
del items[-1]
print(items)
x = 5
del x
x = 7
print(x)
a, b = 1, 2
del a, b
print("deleted")
