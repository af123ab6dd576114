#!/usr/bin/env python3
"""function_lengths.py — the functions of C++ sources longer than a limit, found by brace matching.

A block opened at namespace or class level whose header ends like a function's (`...) {`, `...) const {`,
`...) -> T {`, a constructor's initializer list, a lambda) is a function; its length runs from the header's first
line to the closing brace. Blocks inside a function (lambdas included) count toward it. Strings, character
literals, comments and preprocessor lines are blanked first. A function whose header has a comment saying
"declarative table" on it or in the three lines above is a table, and is listed apart but never fails.

  tools/function_lengths.py [--max N] PATH...   lists every function over N lines (default 80); exit status 1
                                                 when any is not a declarative table
"""
import argparse
import os
import re
import sys

TABLE_MARK = re.compile(r"declarative table", re.IGNORECASE)
NOT_FUNCTION = re.compile(r"^(?:.*\b)?(namespace|struct|class|union|enum)\b|^extern\s+\"C\"|=\s*$|\breturn\b|"
                          r"^(?:else|do|try)$")
CONTROL = re.compile(r"^(?:if|for|while|switch|catch|else\s+if)\b")
FUNCTION_TAIL = re.compile(r"\)\s*(?:const\b\s*)?(?:noexcept\b\s*)?(?:override\b\s*)?(?:final\b\s*)?"
                           r"(?:->\s*[\w:<>,\s*&]+)?$|\)\s*:\s*[\w:]+\s*[({].*[)}]$|\]\s*$")


def blank_non_code(text):
    """The text with strings, character literals, comments and preprocessor lines replaced by spaces
    (newlines kept, so offsets and line numbers still match)."""
    out = list(text)
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == "#" :
            end = i
            while end < n and (text[end] != "\n" or text[end - 1] == "\\"):
                end += 1
            blank(i, end)
            i = end
            continue
        if c == "\n":
            at_line_start = True
            i += 1
            continue
        if not c.isspace():
            at_line_start = False
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            blank(i, end)
            i = end
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i)
            delimiter = text[i + 2:open_paren]
            end = text.find(")" + delimiter + '"', open_paren)
            end = n if end < 0 else end + len(delimiter) + 2
            blank(i + 1, end)
            i = end
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
                i += 1  # a digit separator (1'000)
                continue
            end = i + 1
            while end < n and text[end] != c:
                end += 2 if text[end] == "\\" else 1
            blank(i + 1, end)
            i = end + 1
        else:
            i += 1
    return "".join(out)


def functions(text):
    """(name, first line, last line, is a declarative table) for each function of a C++ source."""
    code = blank_non_code(text)
    lines = text.split("\n")
    line_of = [0] * (len(code) + 1)
    line = 1
    for k, c in enumerate(code):
        line_of[k] = line
        if c == "\n":
            line += 1
    found = []
    stack = []  # one entry per open brace: "function", "inside" (a block of a function) or "scope"
    header_start = 0
    for k, c in enumerate(code):
        if c in ";{}":
            header = code[header_start:k].strip()
            if c == "{":
                kind = "scope"
                if any(entry[0] in ("function", "inside") for entry in stack):
                    kind = "inside"
                elif header and not NOT_FUNCTION.search(header) and not CONTROL.match(header) and \
                        FUNCTION_TAIL.search(header) and "(" in header:
                    kind = "function"
                    first = line_of[header_start + len(code[header_start:k]) - len(code[header_start:k].lstrip())]
                    before_arguments = header.split("(")[0].rstrip()
                    name_match = re.search(r"(?:[~\w:]+|\[[^\]]*\])$", before_arguments)
                    name = name_match.group(0) if name_match else "lambda"
                    stack.append(("function", name, first, k))
                    header_start = k + 1
                    continue
                stack.append((kind,))
            elif c == "}" and stack:
                top = stack.pop()
                if top[0] == "function":
                    _, name, first, _ = top
                    last = line_of[k]
                    above = "\n".join(lines[max(0, first - 4):first])
                    found.append((name, first, last, bool(TABLE_MARK.search(above))))
            header_start = k + 1
    return found


def sources(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for root, _, files in os.walk(path):
            for name in sorted(files):
                if name.endswith((".cpp", ".hpp", ".h", ".cc")):
                    yield os.path.join(root, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--max", type=int, default=80)
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    too_long = []
    tables = []
    for path in sorted(sources(args.paths)):
        with open(path, encoding="utf-8") as source:
            for name, first, last, is_table in functions(source.read()):
                length = last - first + 1
                if length > args.max:
                    (tables if is_table else too_long).append((length, f"{path}:{first}", name))
    for length, where, name in sorted(tables, reverse=True):
        print(f"{length:5} {where} {name} (declarative table)")
    for length, where, name in sorted(too_long, reverse=True):
        print(f"{length:5} {where} {name}")
    print(f"{len(too_long)} function(s) over {args.max} lines, {len(tables)} declarative table(s)")
    return 1 if too_long else 0


if __name__ == "__main__":
    sys.exit(main())
