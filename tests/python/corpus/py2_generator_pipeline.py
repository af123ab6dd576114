def tokens(text):
    for word in text.split():
        yield word.lower()

def lengths(words):
    for w in words:
        yield len(w)

words = tokens("The Quick brown FOX jumps")
print(type(words).__name__)
print(list(lengths(words)))
print(list(words))

def countdown(n):
    while n > 0:
        yield n
        n -= 1
    else:
        print("liftoff")

print(list(countdown(3)))
total = 0
for value in countdown(4):
    if value == 2:
        break
    total += value
print(total)

def pairs(items):
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            yield items[i], items[j]

for a, b in pairs(["a", "b", "c"]):
    print(a + b, end=" ")
print()
print(dict(pairs([1, 2, 3])))
print(tuple(countdown(2)), set(countdown(3)))
print(", ".join(tokens("One Two")))
print(sorted(tokens("b A c"), reverse=True))
print(min(countdown(5)), any(x > 4 for x in [1, 5, 2]))

def echo():
    received = yield "ready"
    print("received", received)
    yield "again"

e = echo()
print(next(e))
print(next(e))
print(next(e, "default"))

def nothing():
    return
    yield

print(list(nothing()))
gen = (n * 2 for n in countdown(3))
print(list(gen))

def running_mean(xs):
    total = 0.0
    for i, x in enumerate(xs, 1):
        total += x
        yield total / i

print([round(m, 3) for m in running_mean([3, 4, 8, 1])])
it = iter(countdown(2))
print(next(it), next(it))
def bad():
    yield 1
    raise ValueError("broken generator")
for v in bad():
    print(v)
