# Generators that take values back: send() resumes the paused `x = yield ...` with the value, next() with None,
# a just-started generator takes only None, and the return value arrives on StopIteration.
def running_average():
    total, count, average = 0.0, 0, None
    while True:
        value = yield average
        if value is None:
            return count
        total += value
        count += 1
        average = total / count


averager = running_average()
print(next(averager))
for loss in [2.5, 2.0, 1.25, 0.75]:
    print(round(averager.send(loss), 4))
try:
    averager.send(None)
except StopIteration as stop:
    print("finished after", stop.value, "values")


def echo():
    received = []
    while len(received) < 3:
        item = yield len(received)
        received.append(item)
    print("received", received)


talker = echo()
print(talker.send(None), talker.send("a"), next(talker))
try:
    talker.send("c")
except StopIteration:
    print("stopped")
fresh = echo()
try:
    fresh.send(5)
except TypeError as error:
    print("TypeError:", error)
fresh.send()
