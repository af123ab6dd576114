class Token:
    __slots__ = ()
vocab = sorted(set("hello world"))
stoi = {ch: i for i, ch in enumerate(vocab)}
itos = {i: ch for ch, i in stoi.items()}
encode = lambda s: [stoi[c] for c in s]
decode = lambda l: "".join(itos[i] for i in l)
print(vocab, len(vocab))
print(encode("hello"), decode(encode("world")))
print(stoi)
