print(dict([1, 2]))
