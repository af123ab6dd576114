#!/usr/bin/python3
"""Differential fuzz of tensor ops against real torch: random small programs (ties, signed zeros, integer and
float inputs, many ops), run by the playground and by torch; prints every program whose output differs before the
playground's first refusal (a refusal is a clear stop, not a wrong answer). Not part of `make test`.

  /usr/bin/python3 tools/differential/ops_vs_torch.py build/native/qkv [FIRST_SEED] [COUNT]
"""
import os
import random
import subprocess
import sys
import tempfile


def program(seed):
    random.seed(seed)
    L = ["import torch", "import torch.nn.functional as F", "torch.manual_seed(%d)" % random.randint(0, 9999)]
    L = ["import torch", "import torch.nn.functional as F", "torch.manual_seed(%d)" % random.randint(0, 9999)]
    def src():
        sh = random.choice(["(5,)", "(8,)", "(9,)", "(3, 4)", "(2, 9)", "(4, 17)", "(2, 3, 5)", "(33,)", "(16,)"])
        k = random.randint(0, 5)
        if k == 0: return "torch.randint(-2, 3, %s).float()" % sh
        if k == 1: return "(torch.randint(-2, 3, %s).float() * 0.0)" % sh
        if k == 2: return "torch.randn%s" % sh
        if k == 3: return "torch.randint(-3, 4, %s).float() * 0.5" % sh
        if k == 4: return "torch.randint(-5, 6, %s)" % sh
        return "(torch.randn%s * 3).round()" % sh
    ops = [
     "x.max()", "x.min()", "x.amax()", "x.amin()", "x.max(dim=-1)", "x.min(dim=0)", "x.amax(dim=-1)", "x.amin(dim=0)",
     "x.argmax()", "x.argmin()", "x.argmax(dim=-1)", "x.argmin(dim=0)", "x.sort()", "x.sort(descending=True)", "x.sort(dim=0)",
     "x.argsort()", "x.argsort(dim=-1, descending=True)", "x.topk(3)", "x.topk(2, largest=False)", "x.topk(1, dim=0)",
     "torch.unique(x)", "torch.unique(x, return_counts=True)", "x.cumsum(-1)", "x.cumsum(0)", "x.cumprod(-1)",
     "x.abs()", "x.sign()", "x.relu()", "F.relu(x)", "torch.clamp(x, min=0)", "x.clamp(-1, 1)", "x.clamp(max=0)",
     "x.round()", "torch.round(x * 0.5)", "x.floor()", "x.ceil()", "x.trunc()", "x.neg()", "-x", "x * -1", "x / 0", "x // 2", "x % 2", "x % -2",
     "torch.fmod(x, 2)", "x.remainder(3)", "x.sum(-1)", "x.mean(0) if x.is_floating_point() else x", "x.prod(-1)", "x.std(-1) if x.is_floating_point() else x",
     "torch.where(x > 0, x, torch.zeros_like(x))", "x.masked_fill(x == 0, -1)", "F.softmax(x.float(), dim=-1)", "x.float().exp()", "x.float().log()",
     "x.float().sqrt()", "x.float().tanh()", "x.float().sigmoid()", "F.gelu(x.float())", "x.median()", "x.mode(-1) if x.dim() > 0 else x",
     "x.flip(-1)", "x.roll(1, -1)", "x.diff() if hasattr(x, 'diff') else x", "x.nonzero()", "(x == 0).sum()", "x.count_nonzero()", "x.any()", "x.all()",
     "x.unique_consecutive()", "x.kthvalue(2, -1)", "torch.maximum(x, -x)", "torch.minimum(x, x.flip(-1))", "x.float().norm()", "x.float().var()",
     "x.log_softmax(-1) if x.is_floating_point() else x", "x.pow(2)", "x ** 0.5", "2 ** x", "x.float().reciprocal()", "x.float().rsqrt()", "x.square()",
    ]
    for i in range(30):
        L.append("x = " + src())
        op = random.choice(ops)
        L.append("try:\n    print(%r, %s)\nexcept Exception as e:\n    print(%r, type(e).__name__, e)" % (op, op, op))
    return "\n".join(L)


def run(command, path):
    env = dict(os.environ, ATEN_CPU_CAPABILITY="avx2", OMP_NUM_THREADS="1")
    done = subprocess.run(command + [path], capture_output=True, text=True, env=env, timeout=120)
    return done.stdout + done.stderr


def main():
    qkv = sys.argv[1]
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    differing = 0
    with tempfile.TemporaryDirectory() as scratch:
        for seed in range(first, first + count):
            path = os.path.join(scratch, "p%d.py" % seed)
            with open(path, "w") as handle:
                handle.write(program(seed))
            ours, theirs = run([qkv, "run"], path).splitlines(), run(["/usr/bin/python3"], path).splitlines()
            stop = next((i for i, line in enumerate(ours) if line.startswith("Traceback")), len(ours))
            if ours[:stop] != theirs[:stop]:
                differing += 1
                line = next(i for i in range(stop) if i >= len(theirs) or ours[i] != theirs[i])
                print("seed %d, line %d:\n  playground: %s\n  torch:      %s" % (seed, line + 1, ours[line], theirs[line] if line < len(theirs) else "(nothing)"))
    print("%d of %d programs differ before a refusal" % (differing, count))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
