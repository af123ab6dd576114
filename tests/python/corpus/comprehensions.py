squares = [i * i for i in range(6)]
print(squares)
print([x for x in squares if x % 2 == 0])
print([(i, j) for i in range(3) for j in range(i)])
print([round(v, 1) for v in [0.123, 4.567, -0.05]])
print(sum(i for i in range(10)), max(len(w) for w in ["a", "abc", "ab"]))
words = ["query", "key", "value"]
print([w.upper() for w in words], [len(w) for w in words])
