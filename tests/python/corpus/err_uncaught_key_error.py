vocab = {'a': 0, 'b': 1}
print(vocab['c'])
