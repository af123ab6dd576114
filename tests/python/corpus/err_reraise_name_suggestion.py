learning_rate = 0.1
steps = 3
try:
    for step in range(steps):
        print(step, learning_rate * step)
    print(learnig_rate)
except NameError:
    print("something went wrong")
    raise
