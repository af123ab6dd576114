# A dict's keys as a set, big ints in hex/oct/bin, and ascii(): things learners try in plain Python.
inventory = {"apples": 3, "plums": 5, "pears": 0}
wanted = {"plums", "figs"}
print(inventory.keys() & wanted)
print(sorted(inventory.keys() | {"kiwis"}), sorted(inventory.keys() - {"pears"}), sorted({"pears", "x"} ^ inventory.keys()))
print(sorted(inventory.items() & {("plums", 5), ("pears", 1)}), inventory.keys() & {"apples": 1}.keys())
print(hex(2 ** 64), oct(2 ** 70), bin(-(2 ** 65)), hex(-(2 ** 64) + 1), hex(255), bin(0), oct(-8))
big = 1
for n in range(1, 26):
    big *= n
print(big, hex(big), len(bin(big)) - 2 == big.bit_length())
print(ascii("café ñ 日本"), ascii(["é", 1]), ascii(3.5), "%a" % "ü")
for bad in [lambda: ascii(), lambda: inventory.values() & wanted, lambda: hex(2.0 ** 64)]:
    try:
        bad()
    except TypeError as error:
        print(error)
