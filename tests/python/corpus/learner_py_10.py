step = 0
def train_step():
    global step
    step += 1
    return step
for _ in range(3):
    train_step()
print("step", step)
try:
    x = 1 / 0
except ZeroDivisionError as e:
    print("caught:", e)
finally:
    print("finally")
try:
    int("abc")
except ValueError as e:
    print(e)
