class Config:
    n_embd = 128
    n_head = 4
    def __init__(self, dropout=0.0):
        self.dropout = dropout
    @property
    def head_size(self):
        return self.n_embd // self.n_head
    def __repr__(self):
        return f"Config(n_embd={self.n_embd}, n_head={self.n_head}, dropout={self.dropout})"
c = Config(0.1)
print(c, c.head_size)
print(isinstance(c, Config), type(c).__name__)
Config.n_head = 8
print(c.head_size)
