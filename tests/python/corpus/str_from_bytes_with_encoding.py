# str(bytes, encoding[, errors]) decodes as bytes.decode does; str and other objects get CPython's TypeErrors.
print(str(b"bytes", "utf-8"), str(b"\xc3\xa9", "utf8"), str(b"ab", "utf-8", "strict"))
for bad in [("abc", "utf-8"), (3, "utf-8")]:
    try:
        str(*bad)
    except TypeError as e:
        print("TypeError:", e)
