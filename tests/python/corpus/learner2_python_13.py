try:
    x = 1 / 0
except ZeroDivisionError as e:
    print("caught:", e)
finally:
    print("done")
try:
    int("abc")
except ValueError as e:
    print(type(e).__name__, e)
def check(n):
    if n < 0:
        raise ValueError(f"negative: {n}")
    return n
print(check(3))
check(-1)
