message = "Queries, keys and values"
encoded = message.encode()
print(encoded, len(encoded), encoded[:7], encoded[0], encoded[-1], encoded.decode() == message)
print("naïve café".encode("utf-8"), len("naïve café"), len("naïve café".encode()))
raw = b"\x00\x7f\x80\xff tab\t quote' backslash\\"
print(raw, len(raw), list(raw[:4]), raw[1:3].hex())
print(b"abc" + b"def", b"-" * 5, b"b" in b"abc", 99 in b"abc", b"x" < b"y", b"AbC".upper(), b"AbC".lower())
print(bytes(3), bytes([72, 105, 33]), bytes("hé", "utf-8"), bytes(b"copy"), bytes(), isinstance(encoded, bytes))
print(type(encoded), type(encoded).__name__, str(b"hi"), f"{b'fmt'}", repr(b'"'), repr(b"it's"))
print(b"concat" b"enated", rb"\n raw", [b for b in b"hey"], b"".decode())
for attempt in [lambda: b"a" + "b", lambda: "b" + b"a", lambda: b"ab"[5], lambda: b"\xff".decode(),
                lambda: bytes("x"), lambda: bytes([300]), lambda: "a" in b"abc", lambda: b"a" * "x"]:
    try:
        attempt()
    except Exception as error:
        print(type(error).__name__, error)
b"text".fnd(b"x")
