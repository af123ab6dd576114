name = "Ada"
score = 93.456
print(f"{name:>8}|{name:<8}|{name:^8}|")
print(f"{score:.1f} {score:8.2f} {score:+.3e} {score:%}")
print(f"{1234567:,} {1234567:_} {0.5:.0%} {42:08b} {255:#x} {255:X}")
print(f"{'centered':*^20}")
print(f"{3.14159!r} {name!r} {name!s:>5}")
width = 10
print(f"{name:>{width}}", f"{score:.{2}f}")
