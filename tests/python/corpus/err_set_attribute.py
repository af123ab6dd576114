s = {1}
s.append(2)
