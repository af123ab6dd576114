# A learner's own decorators: a logging wrapper, a decorator with an argument, stacked, and one on a class.
def announce(fn):
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__, args, kwargs)
        result = fn(*args, **kwargs)
        print("returned", result)
        return result
    return wrapper

@announce
def head_size(n_embd, n_head=4):
    return n_embd // n_head

head_size(32)
head_size(64, n_head=8)

def repeat(times):
    def decorate(fn):
        def wrapper(x):
            for _ in range(times):
                x = fn(x)
            return x
        return wrapper
    return decorate

@repeat(3)
def double(x):
    return x * 2

print(double(1))

@announce
@repeat(2)
def halve(x):
    return x / 2

halve(10)

registry = []
def register(cls):
    registry.append(cls.__name__)
    return cls

@register
class Head:
    pass

@register
class Block:
    pass

print(registry, Head)
