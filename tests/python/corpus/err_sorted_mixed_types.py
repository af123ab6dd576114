print(sorted(['b', 1, 'a']))
