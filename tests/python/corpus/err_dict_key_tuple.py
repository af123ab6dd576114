d = {(0, 0): 'origin'}
print(d[(1, 2)])
