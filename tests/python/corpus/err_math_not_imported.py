print(math.sqrt(2))
