values = [3, 1, 'two']
values.sort()
