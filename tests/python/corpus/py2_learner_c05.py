scores = [("ann", 88), ("bob", 95), ("cy", 88), ("dee", 70)]
ranked = sorted(scores, key=lambda s: (-s[1], s[0]))
for place, (name, score) in enumerate(ranked, start=1):
    print(f"{place}. {name:<4} {score:>3}")
names, values = zip(*scores)
print(names, values, dict(scores), list(zip(names, map(lambda v: v >= 85, values))))
print(any(v > 90 for v in values), all(v >= 70 for v in values), sum(v for v in values if v < 90))
above = [n for n, v in scores if v > sum(values) / len(values)]
print(above, sorted(set(values), reverse=True), values.count(88), values.index(95))
