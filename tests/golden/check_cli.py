#!/usr/bin/env python3
"""check_cli.py — behaviour of `qkv print` and `qkv dump` against the torch goldens, and of every bad flag; and that
`qkv run` keeps what a program printed when the process is killed before the run ends.

usage: check_cli.py QKV_BINARY GOLDEN_JSON   (plain python3, no torch needed)
"""
import hashlib
import json
import os
import resource
import struct
import subprocess
import sys
import tempfile


def run(binary, *args):
    return subprocess.run([binary, *args], capture_output=True, text=True, timeout=120)


def flags_of(case):
    flags = ["--seed", str(case["seed"]), "--tokens", str(case["tokens"]), "--embd", str(case["n_embd"]),
             "--heads", str(case["n_head"])]
    return flags + (["--bias"] if case["bias"] else [])


def tensor_hash(values):
    flat = []
    for row in values:
        flat.extend(row if isinstance(row, list) else [row])
    return hashlib.sha256(struct.pack("<%df" % len(flat), *flat)).hexdigest()[:16]


# A program that prints, then works until the kernel kills the process at its limit of one CPU second (counted in
# CPU time, so the machine's load does not matter): what it printed must be on stdout all the same.
KILLED_PROGRAM = 'print("printed before the process is killed")\ntext = "a" * 1000000\nwhile True:\n    text.upper()\n'


def check_output_kept_when_killed(binary):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "killed.py")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(KILLED_PROGRAM)
        limit_cpu = lambda: resource.setrlimit(resource.RLIMIT_CPU, (1, 1))
        result = subprocess.run([binary, "run", path], capture_output=True, text=True, timeout=120, preexec_fn=limit_cpu)
    if result.returncode >= 0 or result.stdout != "printed before the process is killed\n":
        return ["run, killed by its CPU limit: exit %d, stdout %r" % (result.returncode, result.stdout)]
    return []


def main():
    binary, golden_path = sys.argv[1], sys.argv[2]
    with open(golden_path, encoding="utf-8") as handle:
        golden = json.load(handle)
    failures = []
    checks = 0

    # print: the Example's seven lines for every third golden case (all seeds, shapes and both bias settings).
    for case in golden["lesson_cases"][::3]:
        result = run(binary, "print", *flags_of(case))
        checks += 1
        expected = "\n".join(case["lines"][:7]) + "\n"
        if result.returncode != 0 or result.stdout != expected or result.stderr:
            failures.append("print %s: exit %d, stdout %r" % (flags_of(case), result.returncode, result.stdout))

    # dump: every tensor, read back from JSON, hashes like torch's float32 bytes.
    for case in golden["lesson_cases"][::23]:
        result = run(binary, "dump", *flags_of(case))
        checks += 1
        try:
            dump = json.loads(result.stdout)
        except ValueError as error:
            failures.append("dump %s: not JSON (%s)" % (flags_of(case), error))
            continue
        head_size = case["n_embd"] // case["n_head"]
        header = {"seed": case["seed"], "tokens": case["tokens"], "n_embd": case["n_embd"], "n_head": case["n_head"],
                  "head_size": head_size, "bias": case["bias"]}
        for key, value in header.items():
            if dump.get(key) != value or type(dump.get(key)) is not type(value):
                failures.append("dump %s: %s is %r, expected %r" % (flags_of(case), key, dump.get(key), value))
        for name, expected in case["tensors"].items():
            if name not in dump or tensor_hash(dump[name]) != expected["sha256"]:
                failures.append("dump %s: tensor %s differs from torch" % (flags_of(case), name))
        if not case["bias"] and any(name in dump for name in ("b_q", "b_k", "b_v")):
            failures.append("dump %s: biases present without --bias" % flags_of(case))

    # Bad input: exit status 2, nothing on stdout, exactly one line on stderr that names the flag.
    bad = [
        (["--speed", "3"], "--speed"), (["--tokens"], "--tokens"), (["--tokens", "abc"], "--tokens"),
        (["--tokens", "1.5"], "--tokens"), (["--tokens", "0"], "--tokens"), (["--tokens=-4"], "--tokens"),
        (["--embd", "0"], "--embd"), (["--embd", "-1"], "--embd"), (["--embd", "9" * 30], "--embd"),
        (["--heads", "0"], "--heads"), (["--embd", "8", "--heads", "9"], "--heads"),
        (["--seed", str(2**64)], "--seed"), (["--seed", str(-(2**63) - 1)], "--seed"), (["--seed", "4x"], "--seed"),
        (["--tokens", "100000", "--embd", "100000"], "cap"), (["--bias=yes"], "--bias"),
    ]
    for command in ("print", "dump"):
        for args, word in bad:
            result = run(binary, command, *args)
            checks += 1
            lines = result.stderr.splitlines()
            if result.returncode != 2 or result.stdout or len(lines) != 1 or word not in lines[0]:
                failures.append("%s %s: exit %d, stderr %r" % (command, args, result.returncode, result.stderr))
    # The extreme seeds are accepted.
    for seed in (str(2**64 - 1), str(-(2**63))):
        result = run(binary, "print", "--seed", seed)
        checks += 1
        if result.returncode != 0 or len(result.stdout.splitlines()) != 7:
            failures.append("print --seed %s: exit %d" % (seed, result.returncode))

    failures += check_output_kept_when_killed(binary)
    checks += 1

    for failure in failures[:40]:
        print("FAIL", failure)
    print("cli: %d checks, %d failed" % (checks, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
