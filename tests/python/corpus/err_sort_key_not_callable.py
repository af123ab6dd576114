print(sorted([3, 1], key=1))
