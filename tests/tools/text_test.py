#!/usr/bin/python3
"""Every text file of the repository is UTF-8 without double-encoded characters, and every character the UI's
C++ sources can draw is in the font subset (QKV_FONT_UNICODES in cmake/Fonts.cmake), so no glyph shows as a box.

    tests/tools/text_test.py            checks the repository this file is in; exit status 1 on any finding
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = re.compile(r"\.(png|jpe?g|gif|ico|wasm|otf|ttf|woff2?|gz|br|zip)$")
# A UTF-8 character encoded twice reads as a lead (Â, Ã or â...) followed by characters of U+0080-U+00BF.
DOUBLE_ENCODED = re.compile("[\u00c2-\u00f4][\u0080-\u00bf]{1,3}")
# The sources whose string literals reach the screen (the settings table holds the controls' labels and help).
UI_SOURCES = re.compile(r"^(src/(ui|app)/.*\.(cpp|hpp)|src/core/lesson_settings\.hpp)$")
STRING_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def tracked_files():
    listing = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    return [name for name in listing.decode().split("\0") if name and not BINARY.search(name)]


def font_code_points():
    text = open(os.path.join(ROOT, "cmake/Fonts.cmake"), encoding="utf-8").read()
    listed = re.search(r'set\(QKV_FONT_UNICODES "([^"]+)"\)', text).group(1)
    points = set()
    for item in listed.split(","):
        first, _, last = item.removeprefix("U+").partition("-")
        points.update(range(int(first, 16), int(last or first, 16) + 1))
    return points


def literal_text(body):
    """The bytes of a C++ string literal's body (\\xNN, \\n, ... decoded), as UTF-8 text."""
    raw = bytearray()
    index = 0
    while index < len(body):
        if body[index] == "\\" and index + 1 < len(body):
            escape = body[index + 1]
            hex_digits = re.match(r"x([0-9A-Fa-f]{1,2})", body[index + 1:])
            if hex_digits:
                raw.append(int(hex_digits.group(1), 16))
                index += 1 + len(hex_digits.group(0))
                continue
            raw.extend({"n": b"\n", "t": b"\t"}.get(escape, escape.encode()))
            index += 2
            continue
        raw.extend(body[index].encode("utf-8"))
        index += 1
    return raw.decode("utf-8")


def main():
    findings = []
    glyphs = font_code_points()
    for name in tracked_files():
        path = os.path.join(ROOT, name)
        if not os.path.isfile(path):
            continue
        data = open(path, "rb").read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            findings.append(f"{name}: not UTF-8 ({error})")
            continue
        for number, line in enumerate(text.split("\n"), 1):
            if DOUBLE_ENCODED.search(line):
                findings.append(f"{name}:{number}: a double-encoded character: {line.strip()[:80]}")
        if not UI_SOURCES.match(name):
            continue
        for number, line in enumerate(text.split("\n"), 1):
            if line.lstrip().startswith("//"):
                continue
            for literal in STRING_LITERAL.findall(line):
                try:
                    shown = literal_text(literal)
                except UnicodeDecodeError:
                    findings.append(f"{name}:{number}: a string literal that is not UTF-8: \"{literal}\"")
                    continue
                missing = sorted({c for c in shown if ord(c) >= 0x80 and ord(c) not in glyphs})
                for character in missing:
                    findings.append(f"{name}:{number}: U+{ord(character):04X} ({character}) is drawn but not in "
                                    "QKV_FONT_UNICODES (cmake/Fonts.cmake)")
    for finding in findings:
        print(finding)
    print(f"text_test: {len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
