loss = 2.718281828
step = 42
print("step %d: loss %.4f" % (step, loss))
print("%s has %d heads of size %d" % ("attention", 4, 16))
print("%5.2f|%-8.3f|%08.3f|%+.1f|% .2f" % (3.14159, 2.5, -1.5, 7.25, 0.125))
print("%e %E %.2e %g %G %.3g" % (12345.678, 0.000123, 6.02e23, 1e-5, 1.5e10, 3.14159))
print("%x %X %o %#x %#o %5x|" % (255, 48879, 8, 255, 8, 10))
print("%r %s %a" % ("it's", [1, "two"], "naïve"))
print("%5s|%-5s|%.3s|%c%c" % ("ab", "cd", "truncate", 81, "K"))
print("%d%% done, %i items, %u left" % (87, 3.99, -2))
print("%(name)s is %(age)d; %(name)s again" % {"name": "Ada", "age": 36})
print("%*d|%-*d|%.*f" % (5, 42, 4, 7, 2, 3.14159))
print("%s" % (1,), "%s" % [1, 2], "%s" % {"k": None}, "%s" % True, "%d" % False)
template = "x = %s"
template %= 5
print(template)
rows = [("query", 0.5), ("key", -0.25), ("value", 1.0)]
for name, value in rows:
    print("%-8s%8.3f" % (name, value))
print("no conversions" % (), "100%%" % ())
