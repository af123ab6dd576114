print(list(range(0, 5, 0)))
