# What random says when it is called wrongly.
import random

random.seed(1)
attempts = [
    lambda: random.choice([]),
    lambda: random.randint(5, 1),
    lambda: random.randrange(0),
    lambda: random.sample([1, 2, 3], 5),
    lambda: random.choices(["a", "b"], [1, 2, 3]),
    lambda: random.randint(1),
    lambda: random.choice(42),
    lambda: random.sample({1, 2, 3}, 2),
    lambda: random.shuffle((1, 2, 3)),
    lambda: random.randrange(1, 10, 0),
    lambda: random.choices([1, 2], 3),
]
for attempt in attempts:
    try:
        attempt()
    except (ValueError, TypeError, IndexError) as error:
        print(type(error).__name__, error)
print(random.randint(1, 10))
random.randint(1.5, 4)
