i = 0
while True:
    i += 1
    if i % 2 == 0:
        continue
    if i > 7:
        break
    print(i, end=" ")
print()
for i in range(3):
    pass
else:
    print("loop done", i)
print(*range(5), sep=", ")
print("a", "b", sep="")
