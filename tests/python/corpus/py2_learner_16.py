from collections import Counter, defaultdict
votes = ["red", "blue", "red", "green", "blue", "red"]
tally = Counter(votes)
print(tally, tally.most_common(2), tally["purple"])
groups = defaultdict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
print(dict(groups))
print(sorted(tally.elements()))
counts = {}
for letter in "mississippi":
    counts[letter] = counts.get(letter, 0) + 1
print(counts, sorted(counts, key=counts.get, reverse=True))
