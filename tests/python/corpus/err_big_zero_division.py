print(2 ** 70 // 0)
