counter = 0
def bump():
    global counter
    counter += 1
    return counter
for _ in range(3):
    bump()
print(counter)
def outer():
    x = "outer"
    def inner():
        nonlocal x
        x = "inner"
    inner()
    return x
print(outer())
