# json.dumps and json.loads of deeply nested data: as deep as CPython's recursion limit lets its encoder and
# scanner go, then its RecursionError with the place named, also from inside a recursion.
import json


def nested_list(depth):
    value = []
    for _ in range(depth):
        value = [value]
    return value


def deepest_dump(indent):
    for depth in range(985, 1001):
        try:
            json.dumps(nested_list(depth), indent=indent)
        except RecursionError as error:
            return depth - 1, str(error)


def deepest_load(opening, closing, middle=""):
    for depth in range(985, 1001):
        try:
            json.loads(opening * depth + middle + closing * depth)
        except RecursionError as error:
            return depth - 1, str(error)


print(deepest_dump(None))
print(deepest_dump(2))
print(deepest_load("[", "]"))
print(deepest_load('{"k": ', "}", "0"))

chain = {}
for _ in range(900):
    chain = {"next": chain}
text = json.dumps(chain)
print(len(text), json.loads(text) == chain)


def from_inside(levels):
    if levels:
        return from_inside(levels - 1)
    for depth in range(500, 1000):
        try:
            json.dumps(nested_list(depth))
        except RecursionError:
            return depth


print(from_inside(300))
try:
    json.loads("[" * 5000 + "]" * 5000)
except RecursionError as error:
    print(error)
