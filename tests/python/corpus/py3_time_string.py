import time
import string
start = time.time()
tick = time.perf_counter()
total = sum(i * i for i in range(1000))
elapsed = time.perf_counter() - tick
print(total, elapsed >= 0, time.time() >= start, type(start).__name__, time.sleep(0))
print(string.ascii_lowercase, string.ascii_uppercase, string.digits)
print(string.ascii_letters, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace))
print(len(string.printable), string.capwords("hello   world  of python"))
vocab = {ch: i for i, ch in enumerate(string.ascii_lowercase[:5])}
print(vocab, [c for c in "a1b2!c" if c in string.ascii_letters])
