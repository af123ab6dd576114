stack = []
for ch in "(()[{}])":
    if ch in "([{":
        stack.append(ch)
    else:
        opener = stack.pop()
        print(opener + ch, end=" ")
print("balanced" if not stack else "unbalanced")
queue = [1, 2, 3]
queue.insert(0, 0)
queue.extend([4, 5])
print(queue.pop(0), queue, queue.remove(3), queue)
a = [1, 2, 3]
b = a
b.append(4)
c = a.copy()
c.append(5)
print(a, b, c, a is b, a == c[:-1])
print(list(range(10, 0, -3)), list(range(5))[::-1], [0] * 3, [[0] * 2 for _ in range(2)])
del a[0]
print(a, len(a), sum(a), a.clear(), a)
