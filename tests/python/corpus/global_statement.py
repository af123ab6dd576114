step = 0
history = []

def train_step(loss):
    global step
    step += 1
    history.append(loss)
    return step

for loss in [2.5, 2.1, 1.9]:
    train_step(loss)
print(step, history)

def reset():
    global step, history
    step = 0
    history = []

reset()
print(step, history)

def read_only():
    return step + 1

print(read_only())
