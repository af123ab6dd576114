# Deep data through the runtime's own recursion (deepcopy, json, repr, ==, str) and a deep generator chain, each
# within CPython's limit or stopped by its RecursionError.
import copy, json
def nested(n):
    x = []
    for _ in range(n):
        x = [x]
    return x
def nested_dict(n):
    d = {}
    for _ in range(n):
        d = {"k": d}
    return d
x = nested(990)
for name, action in [("deepcopy", lambda: copy.deepcopy(nested(330))), ("deepcopy dict", lambda: copy.deepcopy(nested_dict(330))),
                     ("json", lambda: json.dumps(nested(990))), ("json indent", lambda: json.dumps(nested(990), indent=1)),
                     ("loads", lambda: json.loads("[" * 990 + "]" * 990)), ("repr", lambda: repr(x)), ("eq", lambda: x == nested(990)),
                     ("str", lambda: str(nested_dict(990))), ("hash", lambda: hash(tuple([tuple()] * 3))), ("sorted", lambda: sorted([nested(300), nested(300)]) and 1)]:
    try:
        result = action()
        print(name, "ok", len(str(result)) if not isinstance(result, int) else result)
    except RecursionError as e:
        print(name, "RecursionError", e)
def deep_gen(n):
    if n:
        yield from deep_gen(n - 1)
    yield n
print(sum(deep_gen(990)))
def endless_gen(n):
    yield from endless_gen(n + 1)
    yield n
try:
    print(sum(endless_gen(0)))
except RecursionError as e:
    print("endless gen", e)
