class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("start", self.name)
        return self
    def __exit__(self, exc_type, exc_value, traceback):
        print("stop", self.name, exc_type, exc_value)
        return False

with Timer("forward") as t:
    print("inside", t.name)

class Suppress:
    def __enter__(self):
        return "entered value"
    def __exit__(self, exc_type, exc_value, traceback):
        print("exiting with", exc_type.__name__ if exc_type else None, exc_value)
        return exc_type is ZeroDivisionError

with Suppress() as value:
    print(value)
    1 / 0
print("the ZeroDivisionError was suppressed")
try:
    with Suppress():
        raise KeyError("not suppressed")
except KeyError as error:
    print("propagated:", error)
with Timer("outer"), Timer("inner"):
    print("both entered")
