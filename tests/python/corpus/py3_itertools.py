import itertools
from itertools import product, permutations, combinations, accumulate, chain, count, islice, zip_longest, groupby, repeat, cycle

print(list(product("ab", [1, 2])))
print(list(product(range(2), repeat=3))[:5], len(list(product(range(3), range(4)))))
print(list(permutations([1, 2, 3])))
print(list(permutations("abcd", 2))[:7])
print(list(combinations(range(5), 3)))
print(list(itertools.combinations_with_replacement("xyz", 2)))
print(list(accumulate([3, 1, 4, 1, 5])), list(accumulate([1, 2, 3, 4], lambda a, b: a * b)))
print(list(accumulate([5, 2, 8], max)), list(accumulate([1, 2], initial=100)))
print(list(chain([1, 2], (3,), "ab")), list(chain.from_iterable([[1], [2, 3], []])))
counter = count(10, 5)
print(next(counter), next(counter), counter)
print(list(islice(count(), 5)), list(islice("abcdefgh", 2, 7, 2)), list(islice(range(10), 3, None)))
print(list(zip_longest("abc", [1], fillvalue="-")), list(zip_longest([1, 2], [3])))
for key, group in groupby("aaabccdd"):
    print(key, list(group))
words = ["apple", "avocado", "banana", "blueberry", "cherry"]
print([(letter, len(list(items))) for letter, items in groupby(words, key=lambda w: w[0])])
print(list(repeat("hi", 3)), repeat(7, 2), list(map(pow, range(4), repeat(2))))
colors = cycle(["red", "green"])
print([next(colors) for _ in range(5)])
for i, letter in zip(count(1), "xyz"):
    print(i, letter)
print(list(itertools.pairwise([1, 4, 9, 16])), list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(itertools.dropwhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.filterfalse(None, [0, 1, "", "a"])))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
def numbers():
    n = 0
    while True:
        print("making", n)
        yield n
        n += 1
lazy = islice(numbers(), 2)
print("before")
print(list(lazy))
print(type(count()), type(chain()))
