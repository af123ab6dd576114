print("one")
x = (1, 2
print(x)
