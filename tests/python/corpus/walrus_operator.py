# The walrus operator: naming a value where it is computed, in conditions, loops, calls and comprehensions.
losses = [2.31, 2.05, 1.87, 1.92, 1.64]

if (n := len(losses)) > 3:
    print("steps:", n)

queue = [4, 7, 1]
while (item := queue.pop() if queue else None) is not None:
    print("took", item)

print(best := min(losses), best)
print([y := 10, y * 2], (z := 3, z + 1), {w := "k", w * 2} == {"k", "kk"})
print(losses[(i := 2)], losses[j := -1], i, j)
print(f"{(m := max(losses)):.2f} {m}")

# In a comprehension the name is bound in the scope around it.
smoothed = [round(avg := 0.5 * (avg if k else v) + 0.5 * v, 4) for k, v in enumerate(losses)]
print(smoothed, avg)
improved = [v for v in losses if (delta := v - 2.0) < 0]
print(improved, delta)
print(any((first_low := v) < 1.9 for v in losses), first_low)
pairs = [[(last := a * b) for b in range(3)] for a in range(2)]
print(pairs, last)


def running_total(values):
    total = 0
    return [total := total + v for v in values], total


print(running_total([1, 2, 3, 4]))


def count_words(text):
    counts = {}
    for word in text.split():
        counts[word] = (seen := counts.get(word, 0)) + 1
    return counts, seen


print(count_words("a b a c a"))


def nested():
    level = 0

    def bump():
        nonlocal level
        [level := level + 1 for _ in range(3)]

    bump()
    return level


print(nested())
square = lambda v: (s := v * v) + s
print(square(4))


class Config:
    width = (height := 16) * 2


print(Config.width, Config.height)


def reads_before():
    try:
        print(later)
    except UnboundLocalError as error:
        print("UnboundLocalError:", error)
    [later := 1 for _ in range(1)]
    return later


print(reads_before())
