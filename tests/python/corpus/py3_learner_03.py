def safe_divide(a, b):
    try:
        result = a / b
    except ZeroDivisionError as error:
        print("cannot divide:", error)
        return None
    else:
        print("ok")
        return result
    finally:
        print("done with", a, b)
print(safe_divide(6, 3))
print(safe_divide(1, 0))
try:
    int("twelve")
except ValueError as e:
    print(type(e).__name__, e)
try:
    [1, 2, 3][10]
except IndexError as e:
    print(e)
try:
    {"a": 1}["b"]
except KeyError as e:
    print("missing key", e)
