import math
angles = [0, 30, 45, 60, 90]
for a in angles:
    r = math.radians(a)
    print(f"{a:3d} deg  sin={math.sin(r):.4f}  cos={math.cos(r):.4f}")
print(math.degrees(math.pi / 4))
print(math.atan2(1, 1), math.tanh(0.5))
