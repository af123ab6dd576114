scale = lambda x, factor: x * factor
print(scale(2))
