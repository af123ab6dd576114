print('%(name)s' % 5)
