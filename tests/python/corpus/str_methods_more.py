title = "attention is all you need"
print(title.title(), title.capitalize(), "QKV".swapcase(), "they're".title())
print("2024".isdigit(), "3.5".isdigit(), "abc".isalpha(), "abc123".isalnum(), "  ".isspace(), "abc".islower(), "ABC".isupper())
text = "the cat sat on the mat"
print(text.count("at"), text.count("the"), text.find("sat"), text.find("dog"), text.rfind("the"), text.index("on"))
print("7".zfill(3), "-7".zfill(4), "head".center(10, "*"), "q".ljust(4, ".") + "|", "k".rjust(4) + "|")
print("line one\nline two\r\nline three".splitlines())
print(text.replace("the", "a", 1), "model.pt".endswith((".pt", ".pth")), text.startswith(("a", "the")))
for name, value in [("lr", 0.001), ("steps", 5000)]:
    print(name.ljust(8) + str(value).rjust(8))
