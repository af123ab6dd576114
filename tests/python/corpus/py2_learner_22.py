def read_scores(lines):
    scores = {}
    for lineno, line in enumerate(lines, 1):
        name, _, value = line.partition(":")
        try:
            scores[name.strip()] = float(value)
        except ValueError:
            print(f"line {lineno}: bad value {value.strip()!r}")
    return scores
s = read_scores(["ann: 9.5", "ben:7", "cat: n/a", "dan :  8.25"])
print(s)
print(sorted(s.items(), key=lambda kv: kv[1])[0], round(sum(s.values()) / len(s), 3))
ranked = sorted(s, key=s.get, reverse=True)
for rank, name in enumerate(ranked, 1):
    print("%d. %-4s %5.2f" % (rank, name, s[name]))
print(max(s.values()) - min(s.values()), list(s.keys())[-1], dict(zip(ranked, range(3))))
