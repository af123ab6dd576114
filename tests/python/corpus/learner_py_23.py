x = 10
def outer():
    x = 5
    def inner():
        nonlocal x
        x += 1
        return x
    return inner()
print(outer(), x)
squares = (i * i for i in range(4))
print(list(squares))
print(type(squares).__name__ if False else "gen")
t = (1, 2, 3)
print(t + (4,), t * 2, len(t), t[1:], 3 in t)
