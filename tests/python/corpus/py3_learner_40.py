text = "Queries, keys and values"
print(text.encode(), len(text.encode("utf-8")), "héllo".encode(), len("héllo".encode()))
data = b"attention"
print(data, data[0], data[:4], len(data), data.decode(), data.upper(), list(b"abc"))
print(b"a" + b"b", "caf\u00e9".encode("utf-8").decode("utf-8"), bytes([72, 105]), b"x" * 3)
print(repr(b"quote's"), b"\x00\xff", type(data).__name__, data == b"attention", "ok".encode() == b"ok")
