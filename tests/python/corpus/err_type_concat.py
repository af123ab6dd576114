n = 4
print("n = " + n)
