print('%(name)s' % {'nmae': 1})
