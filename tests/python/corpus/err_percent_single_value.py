print('loss' % 0.5)
