# qkv-corpus: past one stack (sys.setrecursionlimit(1150) and 1100 nested calls: docs/recursion.md)
# Python recursion as deep as CPython allows: 1000 frames with the module's, sys.setrecursionlimit honoured.
import sys

print(sys.getrecursionlimit())


def count_down(n):
    return 0 if n == 0 else 1 + count_down(n - 1)


print(count_down(990))

reached = 0


def dive(n):
    global reached
    reached = n
    return dive(n + 1)


try:
    dive(1)
except RecursionError as error:
    print(reached, "RecursionError:", error)

sys.setrecursionlimit(1150)
print(sys.getrecursionlimit(), count_down(1100))
try:
    dive(1)
except RecursionError as error:
    print(reached, "RecursionError:", error)
sys.setrecursionlimit(1000)

for bad in (0, -5, 2 ** 40, 2.5):
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, TypeError, OverflowError) as error:
        print(type(error).__name__, error)


def lower_inside(depth):
    if depth:
        return lower_inside(depth - 1)
    sys.setrecursionlimit(4)


try:
    lower_inside(3)
except RecursionError as error:
    print("RecursionError:", error)
print(sys.getrecursionlimit())


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


print(ackermann(2, 300))
