a = [1, 2, 3]
b = a
b.append(4)
print(a, a is b, a == [1, 2, 3, 4])
c = a.copy()
c.append(5)
print(a, c)
print(len("héllo"), "abc" * 3, "x".join(["1", "2"]))
print("{} + {} = {}".format(1, 2, 3), "{:.3f}".format(3.14159), "{name}!".format(name="hi"))
print(repr("it's"), repr('say "hi"'), str(None), bool(""), bool([0]))
