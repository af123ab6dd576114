raise ValueError(msg='x')
