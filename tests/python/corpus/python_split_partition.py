# Splitting text the ways learners do: a limit on the splits, from the right, on whitespace runs, and partition.
title = "Attention Is All You Need"
print(title.split(" ", 2))
print(title.split(maxsplit=1))
print(title.rsplit(" ", 1))
print(title.rsplit(None, 2))
print("  a  b   c  ".split(None, 1), "  a  b   c  ".rsplit(maxsplit=1))
print("  a  b   c  ".split(), "a,,b,".split(","), "a,,b,".rsplit(",", 1))
print("x=1;y=2;z=3".split(";", 0), "x=1;y=2".split(sep=";", maxsplit=-1))
print("".split(), "".split(","), "   ".split(None, 0), "abc".rsplit("abc"))
key, _, value = "n_embd=128".partition("=")
print(key, value, "no separator".partition("="), "a.b.c".rpartition("."), "abc".rpartition("x"))
path = "models/gpt/head.py"
print(path.rsplit("/", 1)[-1], path.partition("/")[2])
for bad in [lambda: "a b".split(1), lambda: "a b".split(""), lambda: "a".split(maxsplit=1.5), lambda: "a".split(foo=1),
            lambda: "a".split(" ", 1, 2), lambda: "a".partition(1), lambda: "a".rpartition("")]:
    try:
        bad()
    except (TypeError, ValueError) as error:
        print(type(error).__name__, error)
