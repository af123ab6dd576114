values = [12.5, -3.25, 1000, 0.000123, 42]
for v in values:
    print(f"|{v:10.2f}|{v:<10}|{v:^10.1e}|{v:+g}|")
print("%-10s|%10.3f|%5.1f%%" % ("ratio", 2 / 3, 45.678))
print(format(1234.5678, ",.2f"), format(0.5, ".0%"), format(42, "b"), format(3.0, "g"), format(1e-10, "g"))
print(f"{'name':*^12}", f"{7:03d}", f"{-7:05d}", f"{12345.6789:_.2f}", f"{True!s:>6}", f"{[1, 2]!r}")
print(str(0.1 + 0.7), 1.1 * 3, 2 ** 0.5 * 2 ** 0.5, round(0.125, 2), round(0.375, 2), 1e16 + 1)
