print('banana'.index('x'))
