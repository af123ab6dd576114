words = ["query", "key", "value", "head", "attention"]
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (-len(w), w)))
print(max(words, key=len), min(words, key=lambda w: w[-1]))
lengths = {w: len(w) for w in words}
print(lengths)
print(list(map(lambda w: w.upper(), words)))
print(list(filter(lambda w: "e" in w, words)))
