class Head:
    """One head of self-attention (sizes only)."""
    kind = "attention"

    def __init__(self, n_embd, head_size=16, dropout=0.0):
        self.n_embd = n_embd
        self.head_size = head_size
        self.dropout = dropout

    def parameter_count(self):
        return 3 * self.n_embd * self.head_size

    def __repr__(self):
        return f"Head(n_embd={self.n_embd}, head_size={self.head_size})"

head = Head(32)
print(head, head.kind, Head.kind, head.parameter_count())
small = Head(8, head_size=4)
print(small, small.parameter_count(), [head, small])
small.head_size = 2
small.extra = "set later"
print(small.head_size, small.extra, small.parameter_count())
print(type(head).__name__, type(head) == Head, isinstance(head, Head), isinstance(5, Head))
print(Head.__name__, Head)

class Counter:
    total = 0

    def __init__(self):
        self.count = 0
        Counter.total += 1

    def increment(self, by=1):
        self.count += by
        return self

    def __str__(self):
        return f"Counter at {self.count}"

a = Counter()
b = Counter()
a.increment().increment(5)
print(a, b, Counter.total, str(a), f"{b}")
print(a.__dict__, hasattr(a, "count"), hasattr(a, "missing"), getattr(a, "missing", "default"))
setattr(b, "count", 10)
print(b.count)
