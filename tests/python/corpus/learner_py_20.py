class Tokenizer:
    def __init__(self, text):
        self.chars = sorted(set(text))
        self.stoi = {c: i for i, c in enumerate(self.chars)}
    def __len__(self):
        return len(self.chars)
    def encode(self, s):
        return [self.stoi[c] for c in s]
tok = Tokenizer("to be or not to be")
print(len(tok), tok.chars)
print(tok.encode("bet"))
print(tok.encode("xyz"))
