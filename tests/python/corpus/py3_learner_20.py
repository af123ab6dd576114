def timer(func):
    def wrapper(*args, **kwargs):
        print(f"calling {func.__name__} with {args}")
        result = func(*args, **kwargs)
        print(f"{func.__name__} returned {result}")
        return result
    return wrapper
@timer
def add(a, b):
    return a + b
add(2, 3)
def repeat(times):
    def decorate(func):
        def wrapper(*args):
            return [func(*args) for _ in range(times)]
        return wrapper
    return decorate
@repeat(3)
def hello(name):
    return "hi " + name
print(hello("Ada"))
