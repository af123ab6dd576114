print("start")
print(10 / 0)
