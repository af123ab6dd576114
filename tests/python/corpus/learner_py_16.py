nums = [5, 3, 9]
print(nums[3])
