for n in [3, 5, 7]:
    if n % 2 == 0:
        print("found an even number")
        break
else:
    print("no even number")
for n in [3, 4]:
    if n % 2 == 0:
        print("found", n)
        break
else:
    print("never printed")
count = 0
while count < 2:
    count += 1
else:
    print("while finished at", count)
first, *middle, last = [1, 2, 3, 4, 5]
print(first, middle, last)
head, *tail = "abc"
print(head, tail)
*init, final = (1,)
print(init, final)
a, (b, *c) = 1, [2, 3, 4]
print(a, b, c)
values = [0, 1, 2, 3, 4, 5]
values[1:3] = ["x", "y", "z"]
print(values)
values[::2] = [10, 20, 30, 40][:len(values[::2])]
print(values)
del values[1:3]
print(values)
del values[::2]
print(values)
values[:] = []
print(values)
