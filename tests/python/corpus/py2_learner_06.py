nums = [5, 3, 9, 1, 7, 3]
squares = list(map(lambda x: x * x, nums))
evens = list(filter(lambda x: x % 2 == 0, squares))
print(squares, evens, sum(nums) / len(nums))
print(sorted(nums), sorted(nums, reverse=True), nums.index(9), nums.count(3))
pairs = [(1, "b"), (3, "a"), (2, "c")]
print(sorted(pairs, key=lambda p: p[1]), max(pairs), min(pairs, key=lambda p: p[1]))
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(row) for row in zip(*matrix)], [x for row in matrix for x in row])
print(any(n > 8 for n in nums), all(n > 0 for n in nums), list(enumerate("ab", start=1)))
nums.sort(key=lambda n: -n)
print(nums, nums[::2], nums[-2:], nums[1:4][::-1])
