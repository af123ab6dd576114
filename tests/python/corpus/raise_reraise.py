def check_positive(n):
    if n <= 0:
        raise ValueError(f"expected a positive number, got {n}")
    return n

for n in [3, -1]:
    try:
        print(check_positive(n))
    except ValueError as error:
        print("error:", error)

def parse_all(items):
    results = []
    for item in items:
        try:
            results.append(float(item))
        except ValueError:
            print("skipping", repr(item))
            continue
    return results

print(parse_all(["1.5", "x", "2"]))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        print("logging and re-raising")
        raise
except ZeroDivisionError as error:
    print("outer caught:", error)
try:
    try:
        {}["k"]
    except KeyError as error:
        raise RuntimeError("lookup failed") from error
except RuntimeError as error:
    print(error)
error = ValueError("made, not raised")
print(error, repr(error), error.args, isinstance(error, Exception), isinstance(error, KeyError))
print(repr(ValueError()), repr(KeyError("k")), str(KeyError("k")), str(Exception(1, 2)))

def first_even(numbers):
    for n in numbers:
        try:
            if n % 2 == 0:
                return n
        finally:
            print("checked", n)

print(first_even([1, 3, 4, 5]))
