s = "hello
print(s)
