from collections import namedtuple

Pair = namedtuple('Pair', 'key value')
print(Pair('a', 1))
print(Pair(key='b'))
