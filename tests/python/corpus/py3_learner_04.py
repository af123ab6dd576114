words = "the quick brown fox jumps over the lazy dog".split()
lengths = {w: len(w) for w in words}
print(lengths)
print([w.upper() for w in words if len(w) > 4])
print({len(w) for w in words})
print(sorted(words, key=len), sorted(words, key=lambda w: (-len(w), w)))
print(sorted(set(words), reverse=True))
matrix = [[i * j for j in range(1, 4)] for i in range(1, 4)]
print(matrix, [row[1] for row in matrix], list(zip(*matrix)))
flat = [x for row in matrix for x in row if x % 2 == 0]
print(flat, sum(flat), max(flat), min(flat))
