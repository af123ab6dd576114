items = [2, 1]
items.sort(True)
