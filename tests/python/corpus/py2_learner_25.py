words = ["banana", "Apple", "cherry", "date", "Elderberry", "fig"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=lambda w: (len(w), w)))
print(max(words, key=len), min(words, key=lambda w: w[-1]), sorted(words, key=lambda w: w.count("e"), reverse=True)[:2])
by_len = {}
for w in words:
    by_len.setdefault(len(w), []).append(w)
print(by_len, sorted(by_len.items()))
print([w for w in words if w[0].isupper()], list(map(str.upper, words[:2])), "".join(w[0] for w in words))
nums = [3, -1, 4, -1, 5]
print(sorted(nums, key=abs), sorted(nums, key=lambda n: (n < 0, n)), list(reversed(nums)), nums[::-1] == list(reversed(nums)))
