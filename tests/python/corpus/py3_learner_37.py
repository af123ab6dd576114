scores = {"alice": [90, 85], "bob": [70], "carol": []}
for name, marks in scores.items():
    try:
        avg = sum(marks) / len(marks)
        print(f"{name}: {avg:.1f}")
    except ZeroDivisionError:
        print(f"{name}: no marks")
try:
    print(scores["dave"])
except KeyError as missing:
    print("no such student:", missing)
try:
    "5" + 5
except TypeError as e:
    print(e)
try:
    undefined_name
except NameError as e:
    print(e)
try:
    None.upper()
except AttributeError as e:
    print(e)
x = int("42") + len(scores)
print(x)
print(scores["carol"][0])
