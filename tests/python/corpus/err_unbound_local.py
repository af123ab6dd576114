count = 0
def f():
    count += 1
f()
