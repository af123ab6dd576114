def describe(*args, **kwargs):
    print("args:", args)
    print("kwargs:", kwargs)
    return len(args) + len(kwargs)
print(describe(1, 2, x=3))
values = [4, 5]
options = {"sep": "-", "end": "!\n"}
print(*values, **options)
def greet(greeting, name="world", *, punctuation="."):
    return f"{greeting}, {name}{punctuation}"
print(greet("Hi"), greet("Hello", "Ada", punctuation="!"))
try:
    greet("Hi", "Bob", "?")
except TypeError as e:
    print(e)
