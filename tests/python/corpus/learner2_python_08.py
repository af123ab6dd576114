name = "attention"
print("%s has %d letters" % (name, len(name)))
print("%.3f | %5.1f | %e" % (3.14159, 2.5, 12345.678))
print("%x %o %%" % (255, 8))
print("%r" % name)
print("{} and {}".format("q", "k"))
print("{0:>8}|{1:<5}|".format("left", "r"))
