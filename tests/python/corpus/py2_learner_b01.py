import random
from dataclasses import dataclass

@dataclass
class Card:
    rank: str
    suit: str
    def __str__(self):
        return f"{self.rank}{self.suit}"

def deck():
    for suit in "SHDC":
        for rank in ["A", "K", "Q", "J", "10"]:
            yield Card(rank, suit)

random.seed(11)
cards = list(deck())
random.shuffle(cards)
hand = cards[:5]
print(", ".join(str(c) for c in hand))
print(hand[0], repr(hand[0]))
suits = {}
for c in hand:
    suits[c.suit] = suits.get(c.suit, 0) + 1
print(suits, max(suits.values()) >= 3)
print(sorted(hand, key=lambda c: (c.suit, c.rank))[:2])
