print(list(reversed({1, 2})))
