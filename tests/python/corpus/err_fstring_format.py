x = "abc"
print(f"{x:d}")
