print(min([1], reversed=True))
