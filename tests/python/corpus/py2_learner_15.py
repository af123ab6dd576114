def fib(n, memo={}):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print([fib(i) for i in range(15)], fib(90))
def factorial(n):
    return 1 if n <= 1 else n * factorial(n - 1)
print(factorial(25), len(str(factorial(50))))
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(1071, 462), gcd(17, 5))
def is_prime(n):
    if n < 2:
        return False
    for d in range(2, int(n ** 0.5) + 1):
        if n % d == 0:
            return False
    return True
print([n for n in range(50) if is_prime(n)])
def hanoi(n, a="A", b="B", c="C"):
    return 0 if n == 0 else hanoi(n - 1, a, c, b) + 1 + hanoi(n - 1, c, b, a)
print(hanoi(10))
