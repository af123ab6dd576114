class Config:
    n_embd = 128
    n_head = 4
    @property
    def head_size(self):
        return self.n_embd // self.n_head
    @staticmethod
    def describe(x=1):
        return "tiny config %d" % x
    @classmethod
    def big(cls, n=512):
        c = cls()
        c.n_embd = n
        return c
    def method(self):
        return 3
class Sub(Config):
    @classmethod
    def big(cls):
        print("sub", cls.__name__)
        return super().big(64)
c = Config()
print(c.head_size, Config.describe(), c.describe(5), Config.big().head_size, c.big(256).n_embd)
print(Sub.big().head_size, type(Sub.big()).__name__, Config.method(c))
print(Config.describe.__name__, c.big.__self__.__name__ if False else "")
