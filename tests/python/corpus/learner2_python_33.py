class Config:
    n_embd = 128
    n_head = 4
    @property
    def head_size(self):
        return self.n_embd // self.n_head
    @staticmethod
    def describe():
        return "tiny config"
    @classmethod
    def big(cls):
        c = cls()
        c.n_embd = 512
        return c
c = Config()
print(c.head_size, Config.describe(), Config.big().head_size)
print(vars(c), Config.n_embd)
print(hasattr(c, "n_head"), getattr(c, "missing", 0))
