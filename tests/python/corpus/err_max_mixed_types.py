print(max([1, 'a']))
