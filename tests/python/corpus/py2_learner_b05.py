text = """It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness"""
lines = text.splitlines()
print(len(lines), [len(l.split()) for l in lines])
words = [w.strip(",.").lower() for w in text.split()]
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
for word, n in top:
    print(f"{word:>8} {'*' * n} {n}")
print(max(words, key=len), sorted(set(words) - {"it", "was", "the", "of"}))
print(text.count("was"), text.index("age"), text[:10].upper(), text.split(",")[1].strip())
acronym = "".join(w[0].upper() for w in "portable network graphics".split())
print(acronym, "wisdom" in text, text.endswith("ness"), words[-1][::-1])
