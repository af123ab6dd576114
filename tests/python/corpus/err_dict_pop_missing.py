d = {'x': 1}
d.pop('y')
