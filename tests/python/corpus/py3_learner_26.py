def convert(value):
    try:
        return int(value)
    except ValueError:
        try:
            return float(value)
        except ValueError:
            raise TypeError(f"cannot convert {value!r}") from None
print([convert(v) for v in ["3", "4.5", "-2", "1e3"]])
try:
    convert("abc")
except TypeError as e:
    print(e, e.__cause__)
def check(age):
    assert age >= 0, f"age must be non-negative, got {age}"
    return age
print(check(5))
check(-1)
