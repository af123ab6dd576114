def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
print([fib(i) for i in range(15)])
print(fib(100))
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(30))
print(f"{fact(10):,}")
