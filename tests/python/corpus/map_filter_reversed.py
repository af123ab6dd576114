nums = [3, 1, 4, 1, 5, 9, 2, 6]
print(list(map(lambda n: n * n, nums)))
print(list(map(str, nums)), list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])))
print(list(filter(lambda n: n % 2 == 0, nums)), list(filter(None, [0, 1, "", "a", None, []])))
print(list(reversed(nums)), list(reversed(range(5))), "".join(reversed("attention")))
for i, n in enumerate(reversed([10, 20, 30])):
    print(i, n)
print(sum(map(abs, [-1, -2, 3])), max(map(len, ["a", "abc", "ab"])), sorted(filter(lambda w: len(w) > 2, ["to", "the", "moon"])))
print(pow(2, 10), pow(2, -2), pow(2.5, 2), pow(3, 4, 5), pow(7, 128, 13), pow(2, 200, 10 ** 9 + 7))
items = ["q", "k", "v", "k"]
items.remove("k")
print(items)
