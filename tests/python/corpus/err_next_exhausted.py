it = iter([1])
next(it)
next(it)
