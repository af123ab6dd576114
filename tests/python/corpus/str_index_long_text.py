# A tokenizer that walks a long text by index, as learners write one: text[i], text[i:j] and len(text) in a
# loop over 60,000 characters, ASCII and not.
DIGITS = "0123456789"


def tokenize(text):
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == " ":
            i += 1
        elif ch in DIGITS:
            j = i
            while j < len(text) and text[j] in DIGITS:
                j += 1
            tokens.append(int(text[i:j]))
            i = j
        else:
            tokens.append(ch)
            i += 1
    return tokens


ascii_text = " + ".join(str(n) for n in range(1, 12001))
tokens = tokenize(ascii_text)
print(len(ascii_text), len(tokens), sum(t for t in tokens if isinstance(t, int)), tokens[:5], tokens[-3:])

accented = " — ".join("é%dñ" % n for n in range(1, 6001))
tokens = tokenize(accented)
print(len(accented), len(tokens), tokens[:6], tokens[-4:])
print(accented[3], accented[-1], accented[5:14], accented[-9:], accented[::9000], accented[100:90:-2])
print(ascii_text[7], ascii_text[-5:], ascii_text[10:40:3], ascii_text[::-20000])
for bad in (len(accented), -len(accented) - 1):
    try:
        accented[bad]
    except IndexError as error:
        print(error)
try:
    accented["1"]
except TypeError as error:
    print(error)
