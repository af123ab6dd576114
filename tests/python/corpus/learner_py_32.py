words = ["Value", "key", "Query", "head"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
print(list(map(str.upper, words)), list(map(int, ["1", "2"])), list(map(float, "12")))
print(max(words, key=str.lower), min([3, -7, 2], key=abs))
n = 1000
print(n.bit_length(), (2 ** 64).bit_length(), dict.fromkeys(words, 0))
