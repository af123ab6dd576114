import random
random.seed(7)
secret = random.randint(1, 100)
guesses = [50, 25, 37, 43, 40, 41, 42]
for attempt, guess in enumerate(guesses, start=1):
    if guess < secret:
        print(f"#{attempt}: {guess} too low")
    elif guess > secret:
        print(f"#{attempt}: {guess} too high")
    else:
        print(f"#{attempt}: got it, {secret}")
        break
else:
    print("out of guesses; it was", secret)
