"""A module that explains itself."""


def attention(q, k):
    """Scores each query against each key."""
    return q * k


def undocumented():
    return 1


class Head:
    """one head of self-attention"""

    def forward(self, x):
        """Runs the head."""
        return x


class Child(Head):
    pass


class Multi:
    """
    Several heads,
        indented text kept as written.
    """


print(__doc__)
print(attention.__doc__, undocumented.__doc__, (lambda: 0).__doc__)
print(Head.__doc__, Head().__doc__, Head.forward.__doc__, Head().forward.__doc__)
print(Child.__doc__, repr(Multi.__doc__))
print(__name__, __name__ == "__main__")
