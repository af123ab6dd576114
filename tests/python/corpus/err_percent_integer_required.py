print('%x' % 2.5)
