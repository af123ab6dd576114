import itertools
print(list(itertools.combinatons([1, 2, 3], 2)))
