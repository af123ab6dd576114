counter = 0
def bump():
    global counter
    counter += 1
    return counter
print([bump() for _ in range(3)], counter)
x = 10
def show():
    print(x)
show()
def shadow():
    x = 5
    return x
print(shadow(), x)
def outer():
    items = []
    def add(v):
        items.append(v)
        return len(items)
    add(1); add(2)
    return items
print(outer())
def broken():
    print(y)
    y = 1
broken()
