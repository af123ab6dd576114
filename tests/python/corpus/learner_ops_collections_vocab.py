from collections import Counter, defaultdict

text = "first citizen: before we proceed any further, hear me speak. all: speak, speak."
counts = Counter(text)
print(counts.most_common(5))
print(len(counts), counts['e'], counts['z'])
words = Counter(text.replace(",", "").replace(".", "").replace(":", "").split())
print(words)
print(words.most_common(2), words.total())

bigrams = defaultdict(int)
for a, b in zip(text, text[1:]):
    bigrams[(a, b)] += 1
top = sorted(bigrams.items(), key=lambda kv: kv[1], reverse=True)[:3]
print(top)

by_first = defaultdict(list)
for word in sorted(words):
    by_first[word[0]].append(word)
print(by_first)
print(dict(by_first)['s'], by_first.default_factory)
more = Counter("speak speak hear".split())
print(words + more)
print(words - more)
