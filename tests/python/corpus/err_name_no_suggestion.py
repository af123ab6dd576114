x = 1
print(completely_unknown_name)
