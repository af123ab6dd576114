# Random tensors beyond randn and rand: *_like, torch.normal in its four forms, torch.bernoulli and bernoulli_,
# with the default generator and with a generator of their own, at sizes below, at and past 16.
import torch

torch.manual_seed(7)
template = torch.zeros(3, 5)
print(torch.randn_like(template))
print(torch.rand_like(template))
print(torch.randn_like(torch.zeros(17)))
print(torch.rand_like(torch.ones(2, 9), requires_grad=True))
print(torch.randn_like(torch.zeros(4), dtype=torch.float32).dtype)

print(torch.normal(2.0, 3.0, (2, 4)))
print(torch.normal(-1, 0.5, size=(20,)))
print(torch.normal(torch.arange(6.0), 0.1))
print(torch.normal(torch.arange(18.0).reshape(3, 6), 2.0))
print(torch.normal(1.5, torch.linspace(0.0, 1.0, 5)))
print(torch.normal(0.25, torch.full((4, 5), 0.5)))
print(torch.normal(torch.zeros(2, 1), torch.ones(3)))
print(torch.normal(torch.ones(4, 5), torch.full((5,), 2.0)))
g = torch.Generator().manual_seed(3)
print(torch.normal(0.0, 1.0, (3,), generator=g))
print(torch.normal(torch.zeros(16), 1.0, generator=g))

probs = torch.rand(4, 6)
print(probs)
print(torch.bernoulli(probs))
print(torch.bernoulli(torch.full((20,), 0.3)))
print(torch.bernoulli(torch.zeros(2, 3), 0.75))
print(torch.bernoulli(torch.zeros(5), p=0.5, generator=g))
print(probs.bernoulli())
print(torch.zeros(7).bernoulli_(0.4))
print(torch.zeros(2, 5).bernoulli_(torch.full((2, 5), 0.6)))
print(torch.zeros(3).bernoulli_())
print(torch.bernoulli(torch.tensor([0.0, 1.0, 0.0, 1.0])))
print(torch.randn(3))


def attempt(label, make):
    try:
        print(label, make())
    except Exception as error:
        print(label, type(error).__name__, error)


attempt("int randn_like", lambda: torch.randn_like(torch.arange(3)))
attempt("int rand_like", lambda: torch.rand_like(torch.arange(3)))
attempt("no input", lambda: torch.randn_like())
attempt("not a tensor", lambda: torch.randn_like(3))
attempt("normal without size", lambda: torch.normal(0, 1))
attempt("negative std", lambda: torch.normal(torch.zeros(3), -1.0))
attempt("negative std tensor", lambda: torch.normal(torch.zeros(3), torch.tensor([1.0, -1.0, 1.0])))
attempt("normal broadcast", lambda: torch.normal(torch.zeros(2), torch.ones(3)))
attempt("normal of int mean", lambda: torch.normal(torch.zeros(3, dtype=torch.int64), 1.0))
attempt("p out of range", lambda: torch.bernoulli(torch.tensor([0.5, 2.0])))
attempt("scalar p out of range", lambda: torch.bernoulli(torch.zeros(3), 1.5))
attempt("bernoulli of ints", lambda: torch.bernoulli(torch.arange(3)))
attempt("bernoulli of nothing", lambda: torch.bernoulli())
attempt("bernoulli_ p too big", lambda: torch.zeros(3).bernoulli_(2))
print(torch.rand(2))
