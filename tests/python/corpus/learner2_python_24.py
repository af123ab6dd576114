x = 5
result = "big" if x > 3 else "small"
print(result)
i = 0
while True:
    i += 1
    if i % 2 == 0:
        continue
    if i > 7:
        break
    print(i, end=" ")
print()
print(*[1, 2, 3], sep=", ")
print(isinstance(3, int), isinstance(3.0, (int, float)), type(None).__name__)
