def scale(x: float, factor: float = 2.0) -> float:
    return x * factor

block_size: int = 8
n_head: int
print(scale(1.5), scale(2, factor=3), block_size)
print(ord("a"), ord("Z"), chr(65), chr(0x263A), ord("é"), [chr(ord("a") + i) for i in range(5)])
print(bin(10), oct(64), hex(255), bin(-5), hex(0))
