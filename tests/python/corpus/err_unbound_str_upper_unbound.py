word = "hello"
print(str.upper(word))
print(str.upper())
