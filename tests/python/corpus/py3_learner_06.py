s = "Hello, World"
print(s.lower(), s.upper(), s.title(), s.swapcase())
print(s.find("o"), s.rfind("o"), s.count("l"), s.replace("l", "L", 2))
print(s.startswith("Hell"), s.endswith("!"), s.split(", "), "-".join(["a", "b", "c"]))
print(s[::-1], s[7:], s[:-7], s[1:8:2])
print("  padded  ".strip() + "|", "xxhixx".strip("x"), "42".zfill(5), "7".rjust(3, "0"))
print("abc".isalpha(), "123".isdigit(), "a1".isalnum(), "   ".isspace(), "Title Case".istitle())
print(ord("A"), chr(97), "%s has %d chars" % (s, len(s)), "%.2f%%" % 45.678)
