import random
for seed in [-1.0, 2.5, 3.0, 0.1, -7.25, 1e300, 2**70, -(2**100) + 5, 0, -0.0, True, False]:
    random.seed(seed)
    print(seed, random.random(), random.randint(1, 1000))
