print('100%' % 5)
