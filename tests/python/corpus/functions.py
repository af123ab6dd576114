def head_size(n_embd, n_head=4):
    return n_embd // n_head

def greet(name, greeting="Hello"):
    message = f"{greeting}, {name}!"
    return message

def nothing():
    pass

def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

print(head_size(128), head_size(128, 8), head_size(n_head=2, n_embd=64))
print(greet("Ada"), greet("Bob", greeting="Hi"))
print(nothing(), fib(15))
counter = 0
def bump():
    global counter
    counter += 1
bump()
bump()
print(counter)
