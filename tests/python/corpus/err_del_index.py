items = [1]
del items[3]
