words = ["café", "élan vital", "straße", "naïve ÿes", "µ-law", "1st place", "o'neil", "日本語 text", "emoji 😀 ok"]
for w in words:
    print(w.upper(), w.lower(), w.title(), w.capitalize(), w.swapcase(), sep=" | ")
print("ÀÉÎÕÜ".lower(), "àéîõü".upper(), "Hello World".swapcase(), "hello world".title().istitle())
