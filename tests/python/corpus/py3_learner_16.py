numbers = [5, 3, 8, 1, 9, 2]
print(sorted(numbers), sorted(numbers, reverse=True), numbers)
numbers.sort()
print(numbers, numbers.index(8), numbers.count(3))
numbers.insert(0, 100)
numbers.extend([7, 7])
print(numbers, numbers.pop(), numbers.pop(0), numbers)
numbers.remove(7)
print(numbers, numbers[::2], numbers[-3:], len(numbers))
copy = numbers[:]
copy.reverse()
print(copy, numbers, copy is numbers, copy == numbers[::-1])
print(list(enumerate("abc")), list(zip([1, 2, 3], "xyz")), any(n > 8 for n in numbers), all(n > 0 for n in numbers))
