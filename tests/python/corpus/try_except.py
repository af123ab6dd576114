def safe_divide(a, b):
    try:
        result = a / b
    except ZeroDivisionError as error:
        print("cannot divide:", error)
        return None
    else:
        print("divided fine")
        return result
    finally:
        print("done with", a, b)

print(safe_divide(6, 3))
print(safe_divide(1, 0))
for text in ["42", "4.2", "forty-two"]:
    try:
        value = int(text)
    except ValueError as error:
        print(type(error).__name__, "-", error)
    else:
        print("parsed", value)
scores = {"alice": 3}
try:
    scores["bob"]
except KeyError as error:
    print("missing key:", error, repr(error), error.args)
try:
    [1, 2, 3][10]
except (IndexError, KeyError) as error:
    print("lookup failed:", error)
try:
    undefined_variable
except NameError as error:
    print(error)
try:
    None.shape
except AttributeError as error:
    print(error)
try:
    len(5)
except Exception as error:
    print(type(error).__name__, error)
try:
    assert 2 + 2 == 5, "arithmetic is broken"
except AssertionError as error:
    print("assertion:", error)
try:
    raise RuntimeError("something went wrong")
except RuntimeError as error:
    print(repr(error), str(error), error.args)
try:
    pass
except Exception:
    print("never")
else:
    print("no exception")
finally:
    print("finally always runs")
