scores = {"alice": 91, "bob": 78, "carol": 85}
for name, s in sorted(scores.items(), key=lambda kv: kv[1], reverse=True):
    print("%-6s %3d" % (name, s))
print(max(scores, key=scores.get))
print(sum(scores.values()) / len(scores))
