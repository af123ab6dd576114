// what_runs_here.hpp — the "What runs here" list the code panel offers, so that a learner knows what the
// playground's Python covers before trying. Header-only data: the web app shows it without linking the
// interpreter (which is a program of its own there).
//
// Every topic carries a small program that uses what it names; tests/python/what_runs_here_test.cpp runs each
// one, so the list cannot promise what does not run. The last topic names what is known not to run, and its
// program must stop with the playground's "not supported" error.
#pragma once

namespace qkv::python {

struct SupportedTopic {
    const char* title;    // "Tensors"
    const char* summary;  // one or two sentences, wrapped by the panel
    const char* example;  // a program that exercises the summary
};

inline constexpr SupportedTopic kSupportedTopics[] = {
    {"Python",
     "Numbers (integers of any size), strings with f-strings, format() and %, lists, tuples, dicts and sets with "
     "their comprehensions, frozenset, functions with defaults, *args and **kwargs, lambda, generators (yield, "
     "yield from, send, generator expressions), classes with inheritance, super(), @property, @staticmethod and "
     "@classmethod, @dataclass (also frozen and order, with replace and asdict), decorators, try/except/finally/raise, with, assert, global, import math, import "
     "random (the same numbers as Python after random.seed, gauss included; random.Random, getstate/setstate), "
     "functools.reduce, lru_cache and cache, json.dumps (indent, "
     "sort_keys, separators, default ...) and json.loads with their errors (json.dump and json.load: no files here), "
     "copy.copy and copy.deepcopy (lists, dicts, instances, cycles, tensors, nn.Module), heapq (heappush, heappop, "
     "heapify, heapreplace, heappushpop, nlargest, nsmallest), from collections "
     "Counter, defaultdict, OrderedDict, namedtuple and deque, itertools, typing's List, Dict, Optional ... in "
     "annotations, sys (version_info, stdout.write, exit), time.time and perf_counter, string's constants, operator "
     "(itemgetter, attrgetter ...), docstrings, bitwise operators on integers of any size, and bytes basics (b'...', "
     "str.encode, decode, len, indexing, slicing), slice objects (slice(1, 3), .indices()).",
     "import math\n"
     "import collections\n"
     "import random\n"
     "import itertools\n"
     "import json\n"
     "import copy\n"
     "from typing import List, Optional\n"
     "from dataclasses import dataclass, replace\n"
     "@dataclass(frozen=True, order=True)\n"
     "class Point:\n"
     "    x: int\n"
     "    y: int = 0\n"
     "print(sorted([Point(2), replace(Point(2), y=-1)]), hash(Point(1)) == hash(Point(1)))\n"
     "def countdown(n):\n"
     "    while n > 0:\n"
     "        yield n\n"
     "        n -= 1\n"
     "random.seed(42)\n"
     "print(list(countdown(3)), sum(x * x for x in countdown(4)), Point(1), frozenset({2, 1}), random.randint(1, 6))\n"
     "class Counter:\n"
     "    def __init__(self, start=0):\n"
     "        self.n = start\n"
     "    def __call__(self, *steps, **named):\n"
     "        self.n += sum(steps) + len(named)\n"
     "        return self.n\n"
     "    @property\n"
     "    def doubled(self):\n"
     "        return 2 * self.n\n"
     "    @classmethod\n"
     "    def at(cls, start):\n"
     "        return cls(start)\n"
     "c = Counter.at(0)\n"
     "print(c(1, 2, extra=3), c.doubled, {k: v ** 2 for k, v in {'a': 2}.items()}, {1, 2} | {3})\n"
     "print('%.3f' % math.pi, f'{2 ** 70:,}', divmod(7, 2), sorted(['bb', 'a'], key=lambda s: len(s)))\n"
     "groups = collections.defaultdict(list)\n"
     "groups['even'].append(2)\n"
     "print(collections.Counter('hello').most_common(2), groups, math.hypot(3, 4))\n"
     "print(json.dumps({'lr': 0.1, 'sizes': (2, 3)}, sort_keys=True), json.loads('[1, 2.5, null]'))\n"
     "shared = [1]\n"
     "pair = copy.deepcopy([shared, shared])\n"
     "print(pair[0] is pair[1], pair[0] is shared, copy.copy(pair)[0] is pair[0])\n"
     "print(list(itertools.combinations('abc', 2)), List[int], Optional[str], round(random.gauss(0, 1), 3), 2 ** 70 & 2 ** 69)\n"
     "try:\n"
     "    raise ValueError('no')\n"
     "except ValueError as error:\n"
     "    print(error)\n"
     "finally:\n"
     "    print('done')\n"},
    {"Making tensors",
     "torch.manual_seed, tensor, zeros, ones, full, eye, arange, linspace, rand, randn, randint, randperm, normal and "
     "bernoulli (and Tensor.bernoulli_), and the zeros, ones, full, rand and randn *_like forms, as float32, int64 or bool; .dtype, .shape (a torch.Size through +, * and slicing), .float(), .long(), .to(dtype); torch.multinomial with or "
     "without replacement. float64, float16 and int32 tensors (.double(), .half(), .int(), dtype=) print, convert, "
     "index, reshape, cat, stack, compare, add, subtract, multiply and divide, and take abs, max, min and argmax; "
     "float64 also sqrt, clamp, linspace, randn, rand, sum, mean, var and std of the whole tensor, and @ / matmul.",
     "import torch\n"
     "torch.manual_seed(1337)\n"
     "x = torch.randn(4, 8)\n"
     "print(torch.arange(6).view(2, 3), torch.eye(2), torch.full((2,), 0.5), torch.zeros_like(x).shape)\n"
     "print(torch.randint(0, 10, (3,)), torch.linspace(0, 1, 5), x.long().dtype, torch.tensor([True, False]))\n"
     "print(torch.multinomial(torch.softmax(x[0], dim=0), num_samples=1))\n"
     "print(torch.arange(0, 1, 0.25, dtype=torch.float64) * 0.1, x[0, :3].half(), x[0, :3].double().std().item())\n"},
    {"Tensor arithmetic",
     "+ - * / // % **, @, matmul, dot and inner with batches and broadcasting, abs, exp, log, sqrt, tanh, sigmoid, pow, "
     "clamp, round, cumsum, comparisons (also as eq, lt ... methods), & | ~, where, masked_fill, tril and triu, "
     "isnan, isfinite, sign, nonzero, count_nonzero, gather, diagonal and diag, maximum and minimum, logical_not, "
     "logical_and, logical_or and logical_xor.",
     "import torch\n"
     "a = torch.arange(9.0).view(3, 3)\n"
     "mask = torch.tril(torch.ones(3, 3))\n"
     "print(a @ a.T, (a ** 2).sqrt(), a.clamp(1, 5) > 2, torch.sigmoid(a - 4))\n"
     "print(a.masked_fill(mask == 0, float('-inf')), torch.where(a > 4, a, -a))\n"
     "print(torch.dot(a[0], a[1]), a.cumsum(dim=1), (a / 7).round(decimals=2))\n"
     "print(a.diagonal(), a.gt(3).nonzero(), a.gather(1, torch.tensor([[2], [0], [1]])), a.isnan().any())\n"},
    {"Reductions and softmax",
     "sum, mean, std, var, var_mean, std_mean, max and min (with dim, keepdim and their named results), amax, amin, "
     "median, argmax, norm (p 2, 'fro', 1, inf, -inf) and torch.linalg's vector norms, allclose, equal; softmax and log_softmax as torch., F. and Tensor methods; sort, argsort, topk (ties in "
     "PyTorch's order) and unique; .item() and .tolist().",
     "import torch\n"
     "import torch.nn.functional as F\n"
     "a = torch.arange(12.0).view(3, 4)\n"
     "print(a.sum(), a.mean(dim=0), a.std(dim=1, keepdim=True), a.max(dim=1), a.argmax(), a.amax(dim=(0, 1)), a.median())\n"
     "print(F.softmax(a, dim=-1), torch.log_softmax(a, dim=1).sum().item(), a.norm().item())\n"
     "print(a.topk(2), a.sort(dim=0, descending=True).indices, torch.unique(a % 3, return_counts=True))\n"},
    {"Shapes and indexing",
     "view, reshape, transpose, permute, movedim, contiguous, flatten, unflatten, index_select, flip, roll, tile, repeat_interleave, "
     "unsqueeze, squeeze, expand, cat, stack, split and chunk, new_zeros, new_ones and new_full; indexing with slices, steps, ..., None, lists and bool masks, and assigning through an index. Views "
     "share their tensor's storage: writing to x[0], x.T or x.view(...) changes x, and in-place methods (add_, "
     "mul_, fill_, fill_diagonal_, zero_, copy_, exp_, clamp_ ...) work as in PyTorch.",
     "import torch\n"
     "x = torch.arange(24).view(2, 3, 4)\n"
     "print(x.transpose(-2, -1).shape, x.permute(2, 0, 1).reshape(4, -1), x[..., ::2], x[:, None].shape)\n"
     "x[0, 0] = 0\n"
     "x[1][2].fill_(-1)\n"
     "x.T[0].mul_(10)\n"
     "print(torch.cat([x, x], dim=-1).shape, torch.stack([x, x]).shape, x.split(2, dim=-1)[1], x[x > 20], x.flip(0)[0])\n"
     "print(x.roll(1, dims=-1)[0], x.movedim(0, -1).shape, torch.ones(3, 3).fill_diagonal_(0))\n"
     "print(x[0].repeat_interleave(2, dim=0).shape, x[0, 0].tile(2), x.new_zeros(2))\n"},
    {"Layers",
     "nn.Linear, F.linear, requires_grad, detach, torch.no_grad() as a block or a decorator, the grad_fn names "
     "PyTorch prints, .numpy() (printing, indexing, len, iterating); torch.device and .to(device) (torch.cuda.is_available() is False: this is a CPU).",
     "import torch\n"
     "import torch.nn as nn\n"
     "torch.manual_seed(1337)\n"
     "device = 'cuda' if torch.cuda.is_available() else 'cpu'\n"
     "layer = nn.Linear(8, 4, bias=False).to(device)\n"
     "x = torch.randn(2, 8)\n"
     "print(layer, layer(x), layer.weight.shape)\n"
     "with torch.no_grad():\n"
     "    print(layer(x).detach().numpy(), layer(x).numpy()[0, :2])\n"},
    {"Modules",
     "Your own nn.Module classes (forward, register_buffer, parameters(), named_parameters(), state_dict(), load_state_dict(), "
     "train() and eval(), their printed form), nn.Sequential, nn.ModuleList, nn.ModuleDict, nn.ReLU, nn.GELU, "
     "nn.SiLU, nn.LeakyReLU, nn.Sigmoid, nn.Tanh, nn.Softmax, nn.Identity, nn.Dropout, nn.Flatten.",
     "import torch\n"
     "import torch.nn as nn\n"
     "torch.manual_seed(1337)\n"
     "class Head(nn.Module):\n"
     "    def __init__(self, n_embd, head_size):\n"
     "        super().__init__()\n"
     "        self.key = nn.Linear(n_embd, head_size, bias=False)\n"
     "        self.ff = nn.Sequential(nn.Linear(head_size, head_size), nn.GELU(), nn.Dropout(0.1), nn.Identity(), nn.LeakyReLU(0.1), nn.Softmax(dim=-1))\n"
     "        self.register_buffer('tril', torch.tril(torch.ones(4, 4)))\n"
     "    def forward(self, x):\n"
     "        return self.ff(self.key(x))\n"
     "head = Head(8, 4).eval()\n"
     "print(head, head(torch.randn(1, 4, 8)).shape, list(head.state_dict()))\n"
     "print(sum(p.numel() for p in head.parameters()), head.training)\n"},
    {"Normalisation, embeddings and losses",
     "F.layer_norm, F.embedding, F.dropout, F.relu, F.gelu, F.silu, F.cross_entropy (and nn.CrossEntropyLoss; class indices, or "
     "class probabilities with label_smoothing) and F.nll_loss "
     "(reduction, ignore_index, weight), F.cosine_similarity and F.normalize, with PyTorch's numbers to the last bit "
     "and its errors for wrong shapes, dtypes and indices.",
     "import torch\n"
     "import torch.nn.functional as F\n"
     "torch.manual_seed(1337)\n"
     "table = torch.randn(65, 8)\n"
     "x = F.relu(F.layer_norm(F.embedding(torch.tensor([[1, 2, 3]]), table), (8,)))\n"
     "logits = x @ torch.randn(8, 65)\n"
     "print(x.shape, F.cross_entropy(logits.view(-1, 65), torch.tensor([2, 3, 4])).item())\n"
     "print(F.cosine_similarity(x[0, 0], x[0, 1], dim=0), F.normalize(table[:2]).norm(dim=-1))\n"
     "print(torch.nn.CrossEntropyLoss()(logits.view(-1, 65), torch.tensor([2, 3, 4])))\n"},
    {"einsum, initialisation and more",
     "torch.einsum for one or two operands ('bid,bjd->bij', 'ij,jk->ik', 'i,i->', 'ij->ji', 'ii->i', 'bij->b' ...), matmul of int64 "
     "tensors, neg, repeat, vstack, hstack, dstack, column_stack, prod, logsumexp, isclose, dist, histc, trace, "
     "bincount, div with rounding_mode, floor_divide, fmod, remainder, floor, ceil, trunc, frac, square, reciprocal, "
     "rsqrt, cumprod, cummax and cummin, median(dim), nan_to_num, scatter, scatter_ (a src tensor or a value) and "
     "scatter_add_, masked_select, F.one_hot, F.mse_loss and nn.MSELoss, triu_indices and tril_indices, .layout; nn.init "
     "(normal_, uniform_, zeros_, ones_, constant_, xavier_*, kaiming_*) and Module.apply, drawing as PyTorch does.",
     "import torch\n"
     "import torch.nn as nn\n"
     "torch.manual_seed(1337)\n"
     "q, k = torch.randn(2, 3, 4), torch.randn(2, 5, 4)\n"
     "print(torch.einsum('bid,bjd->bij', q, k).shape, torch.arange(6).view(2, 3) @ torch.arange(3), q[0].prod(1))\n"
     "print(torch.vstack([q[0], k[0]]).shape, q[0].repeat(2, 1).shape, torch.isclose(q, q + 1e-9).all(), torch.dist(q[0], q[1]))\n"
     "def init(m):\n"
     "    if isinstance(m, nn.Linear):\n"
     "        nn.init.normal_(m.weight, std=0.02)\n"
     "        nn.init.zeros_(m.bias)\n"
     "model = nn.Sequential(nn.Linear(4, 3), nn.ReLU()).apply(init)\n"
     "print(model[0].weight, torch.histc(q, bins=4), q.layout)\n"
     "print(q[0, :, :3].trace(), torch.bincount(torch.tensor([0, 2, 2])), torch.div(torch.arange(5), 2, rounding_mode='floor'))\n"
     "print(nn.functional.one_hot(torch.tensor([2, 0]), 3), torch.tril_indices(3, 3), q[0].rsqrt().floor().cumprod(1))\n"
     "print(nn.MSELoss()(q[0], k[0, :3]), q.fmod(0.5).masked_select(q > 1))\n"},
    {"Gradients and optimizers",
     "loss.backward() (also with a gradient and retain_graph) through nn.Linear and F.linear, @, mm and bmm (any "
     "ranks, broadcast batches), + - * / with broadcasting, ** (also with a tensor exponent), sum and mean, relu, "
     "gelu, silu, leaky_relu, tanh, sigmoid, exp, log, sin, cos, cumsum, softmax and log_softmax over any dim, "
     "layer_norm, masked_fill, F.cross_entropy, F.mse_loss, F.smooth_l1_loss and nn.SmoothL1Loss (beta), F.huber_loss and "
     "nn.HuberLoss (delta), F.binary_cross_entropy_with_logits, F.binary_cross_entropy and "
     "nn.BCELoss, nn.Embedding, "
     "indexing, cat, view, reshape and transposes: an attention head trains. .grad (and retain_grad() for a "
     "result's), grad_fn.name() and "
     "grad_fn.next_functions (AccumulateGrad.variable) where the graph is torch's, "
     "zero_grad(), and torch.optim.SGD (momentum, weight_decay, nesterov), Adam, AdamW, RMSprop (momentum, centered) and "
     "Adagrad (lr_decay), with PyTorch's numbers to "
     "the last bit; their param_groups (given as dicts too, add_param_group) and defaults (an lr changed between "
     "steps changes the next step), .state, state_dict() and load_state_dict(); torch.optim.lr_scheduler's StepLR, "
     "LambdaLR and CosineAnnealingLR; torch.nn.utils.clip_grad_norm_ (2 and inf) and clip_grad_value_; "
     "torch.Generator (generator= in randn, rand, randint, randperm, multinomial, normal, bernoulli, normal_ and uniform_), "
     "get_rng_state and set_rng_state; copy.deepcopy(model) to keep the best one.",
     "import copy\n"
     "import torch\n"
     "import torch.nn as nn\n"
     "torch.manual_seed(1337)\n"
     "model = nn.Linear(4, 1)\n"
     "opt = torch.optim.AdamW([{'params': [model.weight], 'weight_decay': 0.1}, {'params': [model.bias], 'weight_decay': 0.0}], lr=1e-2)\n"
     "sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=3)\n"
     "g = torch.Generator().manual_seed(7)\n"
     "x, y = torch.randn(8, 4, generator=g), torch.randn(8, 1, generator=g)\n"
     "for step in range(3):\n"
     "    out = model(x)\n"
     "    out.retain_grad()\n"
     "    loss = ((out - y) ** 2).mean()\n"
     "    opt.zero_grad(set_to_none=True)\n"
     "    loss.backward()\n"
     "    opt.step()\n"
     "    sched.step()\n"
     "    print(step, loss.item(), sched.get_last_lr())\n"
     "print(model.weight.grad, opt.state[model.bias]['step'], out.grad.sum())\n"
     "best = copy.deepcopy(model)\n"
     "model.load_state_dict(best.state_dict())\n"
     "print(best.weight is model.weight, best.weight.grad, best.bias)\n"},
    {"Charts",
     "import matplotlib.pyplot as plt: plot (a format such as 'r--', label, color, marker, linestyle), scatter, bar, "
     "hist (bins), imshow (viridis, gray, Greys, binary, Blues) with colorbar, title, xlabel, ylabel, legend, grid, "
     "xscale/yscale ('linear', 'log'), xlim/ylim, figure, subplot, subplots (with the Axes' plot, hist, set_title, "
     "set_yscale ... and NumPy's indexing of the array of Axes), gca, close, tight_layout and show, of numbers, lists "
     "and tensors. The charts are drawn under the output, described for screen readers and saved with Save PNG; other "
     "pyplot functions and keywords stop with a message, and so does printing what pyplot returns.",
     "import torch\n"
     "import matplotlib.pyplot as plt\n"
     "losses = [1.0 / (step + 1) for step in range(10)]\n"
     "plt.plot(losses, label='train')\n"
     "plt.xlabel('step')\n"
     "plt.legend()\n"
     "plt.figure()\n"
     "plt.imshow(torch.softmax(torch.ones(4, 4), dim=-1))\n"
     "plt.colorbar()\n"
     "plt.show()\n"
     "print(len(losses))\n"},
    {"Not here (yet)",
     "backward() through index assignment (x[i] = ...) and cumprod, other ops on float64, float16 and int32 tensors "
     "(exp, softmax ...), a yield inside an expression, a with block or an except clause, bytearray, and modules "
     "other than torch, matplotlib.pyplot, math, random, dataclasses, functools, collections, itertools, typing, sys, "
     "time, string, operator, json, copy and heapq (numpy, os ...). They stop with a message that says so.",
     "import torch\n"
     "print(torch.ones(2, dtype=torch.float64).exp())\n"},
};

}  // namespace qkv::python
