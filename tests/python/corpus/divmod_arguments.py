print(divmod(10))
