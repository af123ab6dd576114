"""torch_linear.py: PyTorch's F.linear on one thread, at the bench's kernel shapes; prints one JSON object.

Run with /usr/bin/python3 (Debian's python3-torch): `make bench` sets its figures beside the wasm and native
kernel of the playground.
"""
import json
import statistics
import sys
import time

import torch
import torch.nn.functional as F

SHAPES = [(4, 128, 32), (64, 512, 128), (64, 1024, 1024)]


def median_ms(work, runs):
    warm_up_end = time.perf_counter() + 0.3
    while time.perf_counter() < warm_up_end:
        work()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    kernels = []
    for rows, in_features, out_features in SHAPES:
        x = torch.randn(rows, in_features)
        weight = torch.randn(out_features, in_features)
        flops = 2.0 * rows * in_features * out_features
        runs = max(9, int(1e9 / flops))
        with torch.no_grad():
            ms = median_ms(lambda: F.linear(x, weight), runs)
        kernels.append({"shape": [rows, in_features, out_features], "median_ms": ms, "gflops": flops / (ms * 1e6)})
    json.dump({"torch": torch.__version__, "threads": torch.get_num_threads(), "kernels": kernels}, sys.stdout)
    print()


if __name__ == "__main__":
    main()
