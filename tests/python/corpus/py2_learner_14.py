s = "Hello, World"
print(s[::-1], s[7:], s[-5:-1], s.lower().count("l"), s.split(", "), s.partition(","))
print(s.center(20, "*"), s.ljust(15, ".") + "|", s.rjust(15) + "|", s.index("W"), s.rfind("o"))
print(" ".join(w.capitalize() for w in "the lesson of the day".split()))
print(ord("A"), chr(97), "".join(chr(ord(c) + 1) for c in "HAL"), "ab" * 3, "a" < "b", "Z" < "a")
vowels = sum(1 for c in s.lower() if c in "aeiou")
print(vowels, s.isupper(), s.endswith("ld"), s.strip("Hd"), "x=%s y=%r" % (s[:2], s[:2]))
print("tab\tsep", repr("quote's"), repr('say "hi"'), "multi\nline".splitlines(), "a-b-c".rsplit("-", 1))
print(f"{s!r:>20}", f"{len(s)=}", f"{'nested ' + str(3)}", "{} and {}".format("x", "y"), "{0}{1}{0}".format("a", "b"))
