# Dice, cards and a random walk, seeded so that every run prints the same.
import random

random.seed(2024)
rolls = [random.randint(1, 6) for _ in range(12)]
print("rolls:", rolls)
counts = {face: rolls.count(face) for face in range(1, 7)}
print(counts)

suits = ["hearts", "spades", "clubs", "diamonds"]
ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
deck = [f"{r} of {s}" for s in suits for r in ranks]
random.shuffle(deck)
hand = deck[:5]
print("hand:", hand)
print("drawn:", random.sample(deck, 3))

position = 0
path = [position]
for step in range(15):
    position += random.choice([-1, 1])
    path.append(position)
print("walk:", path, "max", max(path))

flips = "".join(random.choice("HT") for _ in range(20))
print(flips, flips.count("H"))

names = ["Ada", "Grace", "Alan", "Linus"]
winner = random.choices(names, weights=[4, 3, 2, 1])[0]
print("winner:", winner)
temps = [round(random.uniform(15.0, 25.0), 2) for _ in range(5)]
print(temps, f"{sum(temps) / len(temps):.3f}")

def roll_until_six():
    tries = 1
    while random.randint(1, 6) != 6:
        tries += 1
    return tries

print([roll_until_six() for _ in range(8)])
random.seed(2024)
print("again:", [random.randint(1, 6) for _ in range(12)] == rolls)
