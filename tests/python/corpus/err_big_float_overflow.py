print(float(10 ** 400))
