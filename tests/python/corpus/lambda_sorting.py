square = lambda x: x * x
add = lambda a, b=10: a + b
print(square(7), add(1), add(1, 2), (lambda: "no arguments")())
words = ["attention", "is", "all", "you", "need", "Query", "key"]
print(sorted(words))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted(words, key=str.lower if False else lambda w: w.lower(), reverse=True))
print(sorted(words, key=len, reverse=True))
scores = {"alice": 91, "bob": 78, "carol": 91, "dave": 85}
ranking = sorted(scores.items(), key=lambda item: item[1], reverse=True)
print(ranking)
print(sorted(scores, key=scores.get), max(scores, key=scores.get), min(scores, key=scores.get))
pairs = [(3, "c"), (1, "a"), (2, "b"), (1, "z")]
pairs.sort()
print(pairs)
pairs.sort(key=lambda p: p[1], reverse=True)
print(pairs)
print(sorted([3.5, -1, 2, 0.0, -7.25]), sorted("banana"), sorted((5, 3, 9), reverse=True))
print(sorted(range(10), key=lambda n: n % 3))
print(max([-5, 3, -9], key=abs), min([-5, 3, -9], key=abs), max(4, 8, 6), min("hello"))
print(max([], default="empty"), min([], key=len, default=None), max([[1, 2], [3]], key=len))
apply = lambda f, x: f(f(x))
print(apply(square, 3), apply(lambda s: s + "!", "hi"))
numbers = list(range(100, 0, -7))
print(sorted(numbers, key=lambda n: -n) == sorted(numbers, reverse=True), sorted(numbers)[:5])
