import torch
class Foo:
    pass
f = Foo()
f.bar()
