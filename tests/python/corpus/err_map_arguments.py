print(list(map(len)))
