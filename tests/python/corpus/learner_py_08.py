counts = {}
for ch in "attention is all you need":
    counts[ch] = counts.get(ch, 0) + 1
top = sorted(counts.items(), key=lambda kv: kv[1], reverse=True)[:3]
print(top)
s = {1, 2, 3}
s.add(4)
s.discard(1)
print(s, len(s), s & {2, 9}, s - {2})
print(set(), {}, dict(a=1, b=2))
