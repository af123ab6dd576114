n_embd = 128
pi = 3.14159265
name = "query"
print(f"n_embd = {n_embd}, half = {n_embd // 2}")
print(f"{pi:.2f} {pi:8.3f}| {pi:<8.1f}| {pi:^9.2f}| {pi:+.1f} {pi:e} {pi:.3e} {pi:g} {pi:.3}")
print(f"{n_embd:5d}|{n_embd:<5}|{n_embd:^7}|{n_embd:05d}|{n_embd:x}|{n_embd:#b}|{n_embd:,}|{1234567:_}")
print(f"{name!r} {name:>8} {name:*^11} {name:.2}")
print(f"{0.5:%} {0.25:.1%} {-3:+d} {3: d} {1e-7:f} {123456.789:,.2f}")
print(f"{n_embd=} {pi = :.2f} {{literal}} {[1, 2]} {(1,)} {None} {True}")
width = 10
print(f"{pi:{width}.{3}f}|")
print(f"{True:>6}|{False:d}|{1.0:.0f}|{2.5:.0f}|{-0.0:.1f}")
