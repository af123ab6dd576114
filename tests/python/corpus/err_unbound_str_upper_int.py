print(str.lower("ABC"))
print(str.upper(3))
