s = "hello"
t = 'it\'s'
print(s, t, s + " world", s * 3, len(s), s[0], s[-1], s[1:3], s[::-1], s[::2])
print(repr(s), repr(t), repr('say "hi"'), repr("tab\tnew\nline"), str(12), str(1.5), str(None))
print("a" < "b", "abc" == "abc", "x" in "xyz", "q" not in "xyz")
print("-".join(["a", "b", "c"]), "A b C".lower(), "a b".upper(), "  pad  ".strip(), "a,b,c".split(","), "a  b c".split())
print("{} and {}".format(1, 2), "{1}{0}".format("a", "b"), "{x:>5}|".format(x=3), "abc".replace("b", "B"))
print("abc".startswith("ab"), "abc".endswith("bc"), """triple
quoted""", "unicode: é ü 中", len("中文"))
