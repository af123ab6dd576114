text = "The quick brown fox jumps over the lazy dog the end"
words = text.lower().split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(sorted(freq.items(), key=lambda x: (-x[1], x[0]))[:3])
print(text.upper()[:9], text.title()[-7:], text.count("the"), text.find("fox"), text.replace(" ", "_")[:15])
print("-".join(reversed(words[:4])), text.startswith("The"), "  pad  ".strip() + "|", "a,b,,c".split(","))
print(f"{'centered':^20}|", f"{3.14159:.2f}", f"{1234567:,}", f"{0.256:.1%}", f"{42:08b}", f"{255:#x}")
print("abc".isalpha(), "123".isdigit(), "Hello".swapcase(), "hello world".capitalize(), "x".zfill(4))
