try:
    d = {"a": 1}
    print(d["b"])
except KeyError as e:
    print("missing", e)
try:
    [1, 2][5]
except IndexError as e:
    print(e)
try:
    "x" + 1
except TypeError as e:
    print(e)
try:
    undefined_thing
except NameError as e:
    print(e)
raise RuntimeError("stop here")
