rows = [("Query", 0.12345, 3), ("Key", 10.5, 12), ("Value", -3.0, 7)]
print(f"{'name':<8}|{'weight':>10}|{'n':>4}")
print("-" * 24)
for name, weight, n in rows:
    print(f"{name:<8}|{weight:>10.3f}|{n:>4d}")
print("=" * 24)
print("{:<8}|{:>10.2e}|{:>4}".format("total", sum(r[1] for r in rows), sum(r[2] for r in rows)))
print("{0} and {1} and {0}".format("q", "k"), "{name}={value:.2f}".format(name="x", value=2 / 3))
print("%-6s|%6.2f|%03d" % ("pad", 3.14159, 7), "%x %o %e" % (255, 8, 12345.678))
