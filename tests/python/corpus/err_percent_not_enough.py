print('%s and %s' % ('one',))
