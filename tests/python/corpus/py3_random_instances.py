# Generators of their own: random.Random(seed) draws the same streams as the module seeded the same way, apart
# from it; getstate/setstate replay a stream, the gauss pair's kept value included.
import random

random.seed(7)
module_draws = [random.random(), random.randint(1, 6), random.choice("abc")]
rng = random.Random(7)
print(module_draws == [rng.random(), rng.randint(1, 6), rng.choice("abc")])
other = random.Random(2024)
print(other.random(), other.sample(range(20), 4), other.gauss(0, 1))
print(type(rng).__name__, isinstance(rng, random.Random))
saved = other.getstate()
print(len(saved), saved[0], len(saved[1]), saved[1][-1], saved[2])
after = [other.gauss(1, 2) for _ in range(3)]
other.setstate(saved)
print(after == [other.gauss(1, 2) for _ in range(3)])
deck = list(range(10))
random.Random(3).shuffle(deck)
print(deck, random.Random().random() < 1.0)
state = random.getstate()
x = random.random()
random.setstate(state)
print(x == random.random())
random.Random(1, 2)
