text = """It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness"""
counts = {}
for word in text.lower().replace(",", "").split():
    counts[word] = counts.get(word, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:4]
for word, n in top:
    print(f"{word:<8}{n:>3}")
print(len(text.splitlines()), text.count("it was"), max(counts, key=counts.get))
