print(divmod(10, 0))
