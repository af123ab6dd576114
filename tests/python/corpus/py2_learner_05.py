def safe_divide(a, b):
    try:
        result = a / b
    except ZeroDivisionError as err:
        print("cannot divide:", err)
        return None
    except TypeError:
        print("bad types")
        return None
    else:
        print("ok")
        return result
    finally:
        print("done", a, b)
print(safe_divide(10, 4))
print(safe_divide(1, 0))
print(safe_divide("a", 2))
def parse(values):
    out = []
    for v in values:
        try:
            out.append(int(v))
        except ValueError as e:
            print(e)
    return out
print(parse(["1", "x", "3.5", "42"]))
class NegativeError(Exception):
    pass
try:
    raise NegativeError("negative!")
except Exception as e:
    print(type(e).__name__, e)
int("oops")
