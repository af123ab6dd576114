s = set()
s.add(1, 2)
