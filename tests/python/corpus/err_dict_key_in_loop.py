counts = {}
for w in ['a', 'b']:
    counts[w] += 1
