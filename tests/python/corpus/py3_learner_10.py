def fibonacci(n):
    a, b = 0, 1
    for _ in range(n):
        yield a
        a, b = b, a + b
print(list(fibonacci(15)))
print(sum(fibonacci(50)))
def factorial(n):
    return 1 if n <= 1 else n * factorial(n - 1)
print(factorial(20), factorial(30))
squares = (x * x for x in range(10))
print(next(squares), next(squares), list(squares))
