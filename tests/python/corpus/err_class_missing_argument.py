class Head:
    def __init__(self, n_embd, head_size):
        self.n_embd = n_embd
Head(32)
