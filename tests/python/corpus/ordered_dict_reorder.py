# OrderedDict's own methods: move_to_end either way and popitem from either end, with CPython's errors.
from collections import OrderedDict

cache = OrderedDict(a=1, b=2, c=3)
cache.move_to_end("a")
print(cache)
cache.move_to_end("c", last=False)
print(cache, list(cache))
cache["d"] = 4
cache.move_to_end("b", False)
print(cache)
print(cache.popitem(last=False), cache.popitem(), cache)
print(cache.popitem(True), cache)
for attempt in [lambda: cache.move_to_end("zz"), lambda: OrderedDict().popitem(), lambda: OrderedDict().popitem(last=False),
                lambda: cache.move_to_end(), lambda: cache.popitem(1, 2), lambda: {"a": 1}.move_to_end("a")]:
    try:
        attempt()
    except (KeyError, TypeError, AttributeError) as error:
        print(type(error).__name__, error)
