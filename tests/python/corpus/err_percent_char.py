print('%c' % 'ab')
