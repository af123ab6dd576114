print('%d' % 'seven')
