square = lambda x: x * x
add = lambda a, b=2: a + b
print(square(7), add(1), add(1, 5))
nums = [3, -1, 4, -1, 5, -9, 2, 6]
print(list(map(square, nums)))
print(list(filter(lambda n: n > 0, nums)))
print(sorted(nums, key=abs))
print(min(nums, key=lambda n: abs(n - 3)))
