def total(*numbers):
    return sum(numbers)

def describe(name, *args, sep=", ", **options):
    text = name + ": " + sep.join(str(a) for a in args)
    for key, value in options.items():
        text += f" [{key}={value}]"
    return text

def make_config(n_embd=32, n_head=4, **extra):
    config = {"n_embd": n_embd, "n_head": n_head}
    config.update(extra)
    return config

def only_keywords(*, scale, shift=0.0):
    return scale * 2 + shift

print(total(), total(1, 2, 3), total(*range(5)))
print(describe("layer", 1, 2, 3), describe("x", "a", sep="-", bias=True, dim=8))
print(make_config(), make_config(64, dropout=0.2), make_config(**{"n_head": 8, "block_size": 16}))
print(only_keywords(scale=3), only_keywords(shift=1.5, scale=1))
args = (2, 3)
kwargs = {"b": 30}
def combine(a, b, c=0):
    return a * 100 + b * 10 + c
print(combine(*args), combine(1, **kwargs), combine(*[1], c=5, **kwargs))
def show(*args, **kwargs):
    print(args, kwargs)
show()
show(1, "two", three=3)
show(*"ab", **dict(x=1))
