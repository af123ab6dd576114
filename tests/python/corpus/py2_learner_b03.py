import random
random.seed(3)
population = list(range(1, 50))
draws = sorted(random.sample(population, 6))
print("lottery:", draws)
weights = [random.random() for _ in range(4)]
total = sum(weights)
probs = [w / total for w in weights]
print([round(p, 4) for p in probs], round(sum(probs), 10))
print(random.choices("ACGT", weights=[0.1, 0.4, 0.4, 0.1], k=20))
hist = {}
for _ in range(500):
    r = random.randint(1, 3) + random.randint(1, 3)
    hist[r] = hist.get(r, 0) + 1
for k in sorted(hist):
    print(k, "#" * (hist[k] // 10))
print(random.randrange(0, 100, 10), random.uniform(0, 1) < 1, f"{random.random():.6f}")
