import random
random.seed(0)
deck = [f"{rank}{suit}" for suit in "SHDC" for rank in ["A", "K", "Q", "J", "10"]]
random.shuffle(deck)
hand = deck[:5]
print(hand, len(deck))
print(random.choice(deck), random.sample(range(1, 50), 6), random.randint(1, 6))
rolls = [random.randint(1, 6) for _ in range(1000)]
print({face: rolls.count(face) for face in range(1, 7)})
print(round(random.uniform(-1, 1), 5), random.random() < 1, random.gauss(0, 1))
