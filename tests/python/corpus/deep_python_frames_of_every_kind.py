# qkv-corpus: past one stack (sys.setrecursionlimit(2000), and the largest frames near the limit: docs/recursion.md)
# Recursion near CPython's limit through statements whose frames are the largest: a try/finally, a try/except, a
# with block, a for loop's body, a while loop, a closure; then deeper, after sys.setrecursionlimit.
import sys


class Timer:
    entered = 0

    def __enter__(self):
        Timer.entered += 1
        return self

    def __exit__(self, kind, value, traceback):
        return False


def with_finally(n):
    try:
        return 0 if n == 0 else 1 + with_finally(n - 1)
    finally:
        pass


def with_except(n):
    try:
        return 0 if n == 0 else 1 + with_except(n - 1)
    except KeyError:
        return -1


timer = Timer()


def with_block(n):
    with timer:
        return 0 if n == 0 else 1 + with_block(n - 1)


def tree_size(depth):
    total = 1
    for child in ([depth - 1] if depth else []):
        total += tree_size(child)
    return total


def while_loop(n):
    while n > 0:
        return 1 + while_loop(n - 1)
    return 0


def make_counter():
    def count(n):
        return 0 if n == 0 else 1 + count(n - 1)
    return count


print(with_finally(990), with_except(990), with_block(990), Timer.entered)
print(tree_size(990), while_loop(990), make_counter()(990))
for name, form in [("finally", with_finally), ("except", with_except), ("with", with_block), ("for", tree_size)]:
    try:
        form(5000)
    except RecursionError as error:
        print(name + ":", error)

sys.setrecursionlimit(2000)
print(sys.getrecursionlimit(), with_finally(1900), tree_size(1900), make_counter()(1990))
try:
    with_block(2000)
except RecursionError as error:
    print("with, past 2000:", error)
sys.setrecursionlimit(1000)
print(sys.getrecursionlimit(), with_finally(990))

# Calling a class counts a level of its own, as CPython 3.11 counts a C-level call, and names the place.
class Tree:
    def __init__(self, depth):
        self.child = Tree(depth - 1) if depth else None


def fresh_timer_each_level(n):
    with Timer():
        return 0 if n == 0 else 1 + fresh_timer_each_level(n - 1)


print(Tree(490).child is not None, fresh_timer_each_level(990))
for name, form in [("Tree", lambda: Tree(500)), ("Timer()", lambda: fresh_timer_each_level(998))]:
    try:
        form()
    except RecursionError as error:
        print(name + ":", error)


# A chain of generators resumes one inside another, with no call between them.
def countdown(n):
    if n:
        yield from countdown(n - 1)
    yield n


def endless_generator(n):
    yield from endless_generator(n + 1)
    yield n


print(sum(countdown(990)), list(countdown(3)))
try:
    sum(endless_generator(0))
except RecursionError as error:
    print("generator:", error)
