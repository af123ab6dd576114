class Config:
    def __init__(self, n_embd, n_head):
        self.n_embd = n_embd
        self.n_head = n_head

    @property
    def head_size(self):
        return self.n_embd // self.n_head

cfg = Config(128, 4)
print(cfg.head_size)
cfg.n_head = 8
print(cfg.head_size, type(Config.head_size).__name__)
cfg.head_size = 64
