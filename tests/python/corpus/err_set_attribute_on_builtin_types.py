# A learner tries to add to or patch Python's own types; CPython refuses, and the learner's own classes allow it.
import torch


def attempt(description, action):
    try:
        action()
        print(description, "-> worked")
    except Exception as error:
        print(description, "->", type(error).__name__, error)


def set_on(target, name, value):
    setattr(target, name, value)


attempt("ValueError.hint = ...", lambda: set_on(ValueError, "hint", "check the shapes"))
attempt("int.double = ...", lambda: set_on(int, "double", lambda n: 2 * n))
attempt("object.tag = ...", lambda: set_on(object, "tag", 1))
attempt("str.upper = ...", lambda: set_on(str, "upper", str.lower))
attempt("list.append = ...", lambda: set_on(list, "append", None))
attempt("type(None).x = ...", lambda: set_on(type(None), "x", 0))
attempt("Exception.__str__ = ...", lambda: set_on(Exception, "__str__", lambda self: "patched"))
t = torch.ones(2, requires_grad=True)
y = t * 3
attempt("type(y.grad_fn).note = ...", lambda: set_on(type(y.grad_fn), "note", "x"))
try:
    del ValueError.args
except TypeError as error:
    print("del ValueError.args ->", error)
try:
    KeyError.extra = 5
except TypeError as error:
    print("KeyError.extra = 5 ->", error)
print(hasattr(ValueError, "hint"), hasattr(int, "double"), str.upper("ok"))


class ShapeError(ValueError):
    pass


ShapeError.hint = "check the shapes"
print(ShapeError.hint, ShapeError("bad").hint)
del ShapeError.hint
print(hasattr(ShapeError, "hint"))


class Counter:
    count = 0


Counter.count += 1
Counter.step = lambda self: self.count + 1
print(Counter.count, Counter().step())
