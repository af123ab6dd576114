def make_counter():
    count = 0
    def increment(by=1):
        nonlocal count
        count += by
        return count
    return increment

counter = make_counter()
print(counter(), counter(), counter(10))
other = make_counter()
print(other(), counter())

def running_mean():
    total = 0.0
    n = 0
    def add(x):
        nonlocal total, n
        total += x
        n += 1
        return total / n
    return add

mean = running_mean()
print([mean(x) for x in [2.0, 4.0, 9.0]])
