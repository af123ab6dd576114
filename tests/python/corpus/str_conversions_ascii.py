# Conversions !a, !r, !s in f-strings and str.format, and str.format's errors for a wrong conversion or field numbering.
name = "héllo wörld ☃ 𝔘"
print(f"{name!a} {name!r} {name!s} {name}")
print("{0!a} {0!r} {0!a:>40}".format(name))
print("{x!a}".format(x=["é", 1, ("ü",)]))
print(f"{['é']!a} {ascii('é')} {3.5!a}")
for pattern in ["{!x}", "{!}", "{!rx}", "{0!a:^9}", "{} {0}", "{0} {}"]:
    try:
        print(repr(pattern.format("é", "ü")))
    except ValueError as error:
        print("ValueError:", error)
