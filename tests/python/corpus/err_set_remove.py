s = {1, 2}
s.remove(3)
