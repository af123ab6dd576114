errors = []
tests = [
    lambda: {"a": 1}["b"],
    lambda: [1, 2][5],
    lambda: "x" + 1,
    lambda: 1 / 0,
    lambda: int("3.5"),
    lambda: float("abc"),
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: (1, 2).append(3),
    lambda: None + 1,
    lambda: len(5),
    lambda: max([]),
    lambda: "abc".index("z"),
    lambda: [1, 2, 3].remove(9),
    lambda: int(None),
    lambda: sum(["a", "b"]),
    lambda: sorted([1, "a"]),
    lambda: {[1]: 2},
    lambda: 2 ** "x",
    lambda: "%d" % "x",
    lambda: divmod(1, 0),
    lambda: 10 % 0,
    lambda: [1][1.5],
    lambda: "abc"[10],
    lambda: next(iter([])),
]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__ + ":", e)
