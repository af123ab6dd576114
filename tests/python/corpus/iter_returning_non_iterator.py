class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        for i in range(self.n, 0, -1):
            print("at", i)
try:
    for x in Countdown(2):
        print(x)
except TypeError as e:
    print("TypeError:", e)
class L:
    def __iter__(self):
        return [1, 2]
try:
    iter(L())
except TypeError as e:
    print("TypeError:", e)
for x in Countdown(3):
    print(x)
