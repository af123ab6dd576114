total = 0
count = 0
for n in range(1, 50):
    if n % 3 == 0:
        continue
    if n > 20:
        break
    total += n
    count += 1
else:
    print("never")
print(total, count)
for n in range(2, 30):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, end=" ")
print()
i = 10
while i > 0:
    i -= 3
print(i)
