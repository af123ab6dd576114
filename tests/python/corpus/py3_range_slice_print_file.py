import sys
print("to stdout", file=sys.stdout)
print("also", "here", sep="-", file=None)
r = range(10)
print(r[2:], r[::2], r[::-1], r[3:8:2], r[-3:], range(0, 20, 5)[1:3], list(r[7:2:-2]), len(r[::3]))
