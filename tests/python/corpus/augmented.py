total = 0
for i in range(5):
    total += i
print(total)
x = 10
x -= 3
x *= 2
x //= 3
x **= 2
x %= 7
print(x)
f = 1.5
f /= 2
print(f)
items = [1]
alias = items
items += [2, 3]
print(items, alias)
s = "ab"
s *= 3
print(s)
counts = [0, 0, 0]
counts[1] += 5
print(counts)
