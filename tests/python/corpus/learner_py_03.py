scores = [3.2, -1.0, 0.5, 2.2]
print("%.2f" % max(scores))
print("%d items, total %.3f" % (len(scores), sum(scores)))
print("%5s|%-5s|" % ("ab", "cd"))
print("%s and %r" % ("x", "x"))
print("%e" % 12345.678)
print("%05.1f%%" % 42.123)
