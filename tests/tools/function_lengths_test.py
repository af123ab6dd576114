#!/usr/bin/env python3
"""function_lengths_test.py — tools/function_lengths.py measures functions as a reader counts them, and fails on
one over the limit: tried on small sources first (lengths, lambdas, braces in strings and comments, tables,
methods), then run over src/, where no function may be over 80 lines unless it is a declarative table."""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import function_lengths  # noqa: E402


def body(lines):
    return "".join(f"    int v{k} = {k};\n" for k in range(lines))


def lengths(source):
    return [(name, last - first + 1, table) for name, first, last, table in function_lengths.functions(source)]


# A function runs from its header to its closing brace; a lambda inside counts toward it, not apart.
assert lengths("int f() {\n" + body(3) + "}\n") == [("f", 5, False)]
assert lengths("namespace a {\nstruct S {\n    int get() const {\n        return 1;\n    }\n};\n}\n") == \
    [("get", 3, False)]
nested = "void g(int x) {\n    auto h = [&](int y) {\n        return y;\n    };\n    if (x) {\n    }\n}\n"
assert lengths(nested) == [("g", 7, False)]
# Braces in strings, characters, comments and preprocessor lines are not blocks.
tricky = ('#define OPEN {\nint k() {\n    const char* s = "}{";\n    char c = \'}\';\n    // }\n'
          '    /* { */\n    auto r = R"x(})x";\n    return 1\'000;\n}\n')
assert lengths(tricky) == [("k", 8, False)]
# A multi-line header, a constructor's initializer list, an out-of-class method, and data that is not a function.
assert lengths("static std::vector<int>\nmany(int a,\n     int b) {\n}\n") == [("many", 4, False)]
assert lengths("A::A(int a) : a_(a) {\n}\n") == [("A::A", 2, False)]
assert lengths("const int table[] = {\n    1,\n    2,\n};\nint use() { return table[0]; }\n") == [("use", 1, False)]
# A comment saying "declarative table" just above the header marks the function as one.
assert lengths("// A declarative table: one row per name.\nTable rows() {\n" + body(2) + "}\n") == \
    [("rows", 4, True)]

# The command fails on a function over the limit, and passes at the limit or on a marked table.
with tempfile.TemporaryDirectory() as scratch:
    def run(source, limit):
        path = os.path.join(scratch, "sample.cpp")
        with open(path, "w", encoding="utf-8") as out:
            out.write(source)
        return subprocess.run([sys.executable, os.path.join(ROOT, "tools", "function_lengths.py"),
                               "--max", str(limit), scratch], capture_output=True, text=True).returncode

    assert run("int f() {\n" + body(79) + "}\n", 80) == 1
    assert run("int f() {\n" + body(78) + "}\n", 80) == 0
    assert run("// declarative table\nint f() {\n" + body(100) + "}\n", 80) == 0

# The rule itself: src/ has no function over 80 lines outside declarative tables.
result = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "function_lengths.py"), "--max", "80",
                         os.path.join(ROOT, "src")], capture_output=True, text=True)
print(result.stdout, end="")
if result.returncode != 0:
    sys.exit("functions over 80 lines (split them into named steps, or mark a declarative table as one)")
