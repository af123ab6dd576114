print(dict([('a', 1, 2)]))
