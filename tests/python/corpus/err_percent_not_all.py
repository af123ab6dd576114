print('%d items' % (3, 4))
