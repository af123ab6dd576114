from typing import List, Dict, Optional, Tuple, Any, Callable, Union
import typing

def mean(values: List[float]) -> float:
    return sum(values) / len(values)

def lookup(table: Dict[str, int], key: str) -> Optional[int]:
    return table.get(key)

def apply(f: Callable[[int], int], x: int) -> int:
    return f(x)

scores: Dict[str, List[int]] = {"a": [1, 2]}
print(mean([1.0, 2.0, 4.0]), lookup({"x": 1}, "y"), apply(lambda n: n * 2, 21), scores)
print(List, List[int], Dict[str, int], Optional[int], Tuple[int, ...], Any)
print(Callable[[int, str], bool], Callable[..., int], Union[int, str], Union[int, None], Optional[List[int]])
print(Tuple[()], Dict[str, List[float]], Union[int, str, None], Union[int, int], Tuple[int, str])
print(list[int], dict[str, list[int]], tuple[int, ...], typing.Optional, typing.Union)
print(List[int] == List[int], List[int] == List[str])
class Point:
    pass
print(List[Point], Optional["Point"])
try:
    List()
except TypeError as error:
    print(error)
try:
    Dict[str]
except TypeError as error:
    print(error)
Vector = List[float]
def scale(v: Vector, k: float) -> Vector:
    return [k * x for x in v]
print(scale([1.0, 2.5], 2.0), Vector)
