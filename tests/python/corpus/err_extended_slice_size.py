values = [1, 2, 3, 4]
values[::2] = [0]
