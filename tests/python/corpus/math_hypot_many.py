import math

# a linear congruential sequence gives many inputs of every size without the random module
state = 12345
def next_value():
    global state
    state = (state * 1103515245 + 12345) % 2 ** 31
    high = state
    state = (state * 1103515245 + 12345) % 2 ** 31
    mantissa = (high * 2 ** 22 + state % 2 ** 22) / 2 ** 53
    exponent = state // 2 ** 22 % 41 - 20
    sign = -1 if high % 2 else 1
    return sign * mantissa * 10.0 ** exponent

results = []
for count in [2, 2, 3, 4, 5, 8]:
    for _ in range(150):
        values = [next_value() for _ in range(count)]
        results.append(math.hypot(*values))
print(len(results))
for i in range(0, len(results), 60):
    print(results[i:i + 60])
print(math.hypot(5e-324, 5e-324), math.hypot(2.2250738585072014e-308, 1e-310, 3e-320), math.hypot(1e308, 1e308))
