n = 27
steps = 0
while n != 1:
    if n % 2 == 0:
        n = n // 2
    else:
        n = 3 * n + 1
    steps += 1
print("steps:", steps)
i = 0
while True:
    i += 1
    if i < 3:
        continue
    if i > 6:
        break
    print("i =", i)
