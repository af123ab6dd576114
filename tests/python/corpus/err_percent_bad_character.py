print('%y' % 5)
