text = "Queries, Keys and Values"
print(text.lower(), text.upper())
print(text.split(", "))
print(text.replace("and", "&"))
print(text.find("Keys"), text.count("e"))
print("-".join(["q", "k", "v"]))
print(text[:7], text[-6:], text[::3])
print(text.startswith("Q"), "Keys" in text)
print(f"{text!r:>30}")
