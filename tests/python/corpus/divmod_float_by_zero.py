print(divmod(10.5, 0))
