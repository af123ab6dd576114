try:
    {'a': 1}['b']
except KeyError:
    print('logging')
    raise
