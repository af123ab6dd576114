vocab = ["a", "b", "c", "d"]
stoi = {ch: i for i, ch in enumerate(vocab)}
itos = {i: ch for ch, i in stoi.items()}
print(stoi, itos)
print("".join(itos[i] for i in [3, 0, 2]))
squares = {n: n * n for n in range(6) if n % 2}
print(squares)
lengths = {word: len(word) for word in "attention is all you need".split()}
print(lengths, max(lengths.values()))
pairs = {(i, j): i * j for i in range(3) for j in range(3) if i <= j}
print(pairs)
inverted = {v: k for k, v in {"x": 1, "y": 1, "z": 2}.items()}
print(inverted)
print({len(w) for w in ["one", "two", "three", "four"]})
