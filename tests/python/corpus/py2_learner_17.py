shopping = [("milk", 2, 1.49), ("bread", 1, 2.5), ("eggs", 12, 0.25)]
total = 0
print("%-8s %3s %7s" % ("item", "qty", "cost"))
for name, qty, price in shopping:
    cost = qty * price
    total += cost
    print("%-8s %3d %7.2f" % (name, qty, cost))
print("%-8s %11.2f" % ("total", total))
print("%d%%" % 50, "%c" % 65, "%+d" % 5, "%.3s" % "abcdef", "%(a)s-%(b)s" % {"a": 1, "b": 2}, "%10.4f|" % math_pi if False else "")
print(f"{total=:.2f}", f"{'left':<6}|{'right':>6}|", f"{-3.5:+.1f}", f"{1e6:.2e}", f"{12:>{6}}")
