#!/usr/bin/python3
"""Writes the backward goldens: one corpus program per autograd node the playground records
(tests/python/corpus/grad_golden_<Node>.py), each driving that node's backward over row lengths that hit the
8-float vector tails and printing every input's gradient exactly (tolist() gives each float32 as its double).
The expectations are then written by real torch:  /usr/bin/python3 tests/python/generate_expected.py grad_golden_...
The table must name every node in autograd.cpp's kNodesWithBackward (python_autograd_test checks it).
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus")
SIZES = list(range(1, 18)) + [31, 33, 63, 65]

# Node name -> lines that define `inputs` (the leaves) and `y` for a row length n.
CASES = {
    "AddBackward0": ["a, b = leaf(3, n), leaf(n)", "inputs = [a, b]", "y = a + b"],
    "SubBackward0": ["a, b = leaf(3, n), leaf(3, 1)", "inputs = [a, b]", "y = a - b"],
    "MulBackward0": ["a, b = leaf(3, n), leaf(n)", "inputs = [a, b]", "y = a * b * 0.5"],
    "DivBackward0": ["a = leaf(3, n)", "b = (torch.rand(n) + 0.5).requires_grad_()", "inputs = [a, b]", "y = a / b / 3"],
    "RsubBackward1": ["a = leaf(2, n)", "inputs = [a]", "y = 2.5 - a"],
    "NegBackward0": ["a = leaf(2, n)", "inputs = [a]", "y = -a"],
    "PowBackward0": ["a = leaf(2, n)", "inputs = [a]", "y = a ** 2 + a ** 3"],
    "MmBackward0": ["a, w = leaf(3, n), leaf(n, 5)", "inputs = [a, w]", "y = a @ w"],
    "BmmBackward0": ["a, b = leaf(2, 3, n), leaf(2, n, 4)", "inputs = [a, b]", "y = a @ b"],
    "UnsafeViewBackward0": ["a, w, c, d = leaf(2, 3, n), leaf(n, 4), leaf(2, 2, 3, n), leaf(2, 2, 4, n)", "inputs = [a, w, c, d]",
                            "y = a @ w + (c @ d.transpose(-2, -1)).sum(1) + (c.transpose(-2, -1) @ c).sum((1, 2, 3))[:, None, None]"],
    "BroadcastMatmul": ["a, b, c, d, e, f = leaf(2, 3, 4), leaf(1, 4, n), leaf(1, 3, 5), leaf(2, 5, n), leaf(3, 4), leaf(2, 4, n)",
                        "v, g, h, u, k, w = leaf(4), leaf(2, 3, 4, n), leaf(2, 3, n, 4), leaf(4), leaf(2, 4, 3), leaf(4, n)",
                        "p, q = leaf(2, 1, 3, 4), leaf(5, 4, n)", "inputs = [a, b, c, d, e, f, v, g, h, u, k, w, p, q]",
                        "y = a @ b + c @ d + e @ f + v @ g + h @ u + k.transpose(1, 2) @ w + (p @ q).sum(1) + torch.matmul(h, u) * 2"],
    "AddmmBackward0": ["a, w, bias = leaf(3, n), leaf(5, n), leaf(5)", "inputs = [a, w, bias]", "y = F.linear(a, w, bias)"],
    "ViewBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.view(-1) * 2"],
    "ReshapeAliasBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.reshape(n, 3) * 2"],
    "TBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.t() * 2"],
    "TransposeBackward0": ["a = leaf(2, 3, n)", "inputs = [a]", "y = a.transpose(0, 2) * 2"],
    "PermuteBackward0": ["a = leaf(2, 3, n)", "inputs = [a]", "y = a.permute(2, 0, 1) * 2"],
    "SumBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.sum()"],
    "SumBackward1": ["a = leaf(3, n)", "inputs = [a]", "y = a.sum(dim=0) + a.sum(dim=1, keepdim=True)"],
    "MeanBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.mean()"],
    "MeanBackward1": ["a = leaf(3, n)", "inputs = [a]", "y = a.mean(dim=1) + a.mean(dim=0).sum()"],
    "ReluBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = torch.relu(a)"],
    "TanhBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = torch.tanh(a * 2) + a.tanh()"],
    "SoftmaxBackward0": ["a, b = leaf(3, n), leaf(3, n, 5)", "inputs = [a, b]",
                         "y = F.softmax(a, dim=-1) + F.softmax(a * 2, dim=0) * 3 + torch.softmax(b, 1).sum(2) + b.softmax(0)[:, :, 2]"
                         " + F.softmax(b, dim=2)[..., 1] + a[:, None].softmax(1)[:, 0]"],
    "LogSoftmaxBackward0": ["a, b = leaf(3, n), leaf(3, n, 5)", "inputs = [a, b]",
                            "y = F.log_softmax(a, dim=-1) + F.log_softmax(a * 2, dim=0) * 3 + torch.log_softmax(b, 1).sum(2)"
                            " + b.log_softmax(0)[:, :, 2] + F.log_softmax(b, dim=2)[..., 1] + a[:, None].log_softmax(1)[:, 0]"],
    "MaskedFillBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.masked_fill(torch.randn(3, n) > 0, float('-inf')).softmax(-1) * 1"],
    "NllLossBackward0": ["a = leaf(4, n)", "inputs = [a]", "t, w = torch.randint(n, (4,)), torch.rand(n)",
                         "y = F.nll_loss(a, t) + F.nll_loss(a, t, reduction='sum') + F.cross_entropy(a, t, ignore_index=0)"
                         " + (F.nll_loss(a, t, reduction='none') * torch.arange(4.0)).sum() + F.cross_entropy(a * 2, t, ignore_index=1, reduction='none').sum()"
                         " + F.nll_loss(a * 3, t, weight=w) + F.cross_entropy(a, t, w, reduction='sum', ignore_index=2)"
                         " + (F.cross_entropy(a, t, weight=w, reduction='none') * torch.arange(4.0)).sum() + F.nll_loss(a[0], t[1], w)"],
    "EmbeddingBackward0": ["w = leaf(5, n)", "inputs = [w]", "y = F.embedding(torch.tensor([[0, 3, 3], [1, 3, 0]]), w)"],
    "NativeLayerNormBackward0": ["a, w, bias = leaf(3, n), leaf(n), leaf(n)", "inputs = [a, w, bias]",
                                 "y = F.layer_norm(a, (n,), w, bias) + F.layer_norm(a, (n,))"],
    "CatBackward0": ["a, b = leaf(2, n), leaf(2, 3)", "inputs = [a, b]", "y = torch.cat([a, b, a], dim=1) * 2"],
    "ExpBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = torch.exp(a) + a.exp() * 0.5"],
    "LogBackward0": ["a = (torch.rand(3, n) + 0.01).requires_grad_()", "inputs = [a]", "y = torch.log(a) * 1.5"],
    "Log10Backward0": ["a = (torch.rand(3, n) + 0.01).requires_grad_()", "inputs = [a]", "y = torch.log10(a) * 1.5 + a.log10() + torch.log10(a * 1000)"],
    "Log2Backward0": ["a = (torch.rand(3, n) + 0.01).requires_grad_()", "inputs = [a]", "y = torch.log2(a) * 1.5 + a.log2() + torch.log2(a * 7)"],
    "SqrtBackward0": ["a = (torch.rand(3, n) + 0.01).requires_grad_()", "inputs = [a]", "y = a.sqrt() + torch.sqrt(a * 3)"],
    "RsqrtBackward0": ["a = (torch.rand(3, n) + 0.05).requires_grad_()", "inputs = [a]", "y = a.rsqrt() * 0.25"],
    "AbsBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.abs() + torch.abs(a - 0.5)"],
    "SigmoidBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = torch.sigmoid(a * 3) + a.sigmoid() + F.sigmoid(a)"],
    "ClampBackward1": ["a = leaf(3, n)", "inputs = [a]", "y = a.clamp(-0.5, 0.5) + a.clamp(min=0) + torch.clip(a, max=0.3)"],
    "WhereBackward0": ["a, b, c = leaf(3, n), leaf(n), leaf(3, 1)", "inputs = [a, b, c]",
                       "y = torch.where(a > 0, a, b) + torch.where(a < 0.3, c, a * 2)"],
    "MseLossBackward0": ["a, b = leaf(4, n), leaf(4, n)", "inputs = [a, b]",
                         "y = F.mse_loss(a, b) + F.mse_loss(a * 2, b, reduction='sum') + F.mse_loss(a, b, reduction='none')"],
    "SelectBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a[1] * 2 + a[-1] + a.select(1, n - 1).sum()"],
    "SliceBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a[:, 1:] * 2 + a[1:, ::2].sum() + a.narrow(1, 0, n - 1) * 3"],
    "IndexBackward0": ["a = leaf(4, n)", "inputs = [a]", "i = torch.randint(4, (6,))",
                       "y = a[i] * 2 + a[[0, 0, 3, 0, 1, 2]] + a[a > 0.5].sum() + a[i, -1:].sum()"],
    "AliasBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a[...] * 2"],
    "UnsqueezeBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.unsqueeze(1) * 2 + a[None] + a[:, None].sum()"],
    "SqueezeBackward0": ["a = leaf(3, 1, n)", "inputs = [a]", "y = a.squeeze() * 2"],
    "SqueezeBackward1": ["a = leaf(3, 1, n)", "inputs = [a]", "y = a.squeeze(1) * 2 + a.squeeze(0)[0]"],
    "ExpandBackward0": ["a, b = leaf(3, 1), leaf(n)", "inputs = [a, b]", "y = a.expand(3, n) * b.expand(2, 3, n)"],
    "CloneBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.clone() * 2 + a.t().contiguous().t()"],
    "StackBackward0": ["a, b = leaf(3, n), leaf(3, n)", "inputs = [a, b]",
                       "y = torch.stack([a, b, a]) * 2 + torch.stack([b, a, b], dim=2).sum(2).unsqueeze(0)"],
    "VarBackward0": ["a, b = leaf(3, n), leaf(n, 2)", "inputs = [a, b]",
                     "y = a.var() + a.var(dim=1).sum() + a.var(0, unbiased=False).sum() + a.var(1, keepdim=True) * b.var(0).sum()"],
    "StdBackward0": ["a, b = leaf(3, n), leaf(n, 2)", "inputs = [a, b]",
                     "y = a.std() + a.std(dim=1).sum() + torch.std(a, 0, unbiased=False).sum() + a.std(1, keepdim=True) * b.std(0).sum()"],
    "MaxBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.max(dim=1).values * 2 + a.max(0, keepdim=True)[0].sum() + torch.max(a.clamp(-0.3, 0.3), 1).values.sum()"],
    "MinBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.min(dim=1).values * 2 + a.min(0, keepdim=True)[0].sum()"],
    "MaxBackward1": ["a = leaf(3, n)", "inputs = [a]", "y = a.max() * 2 + a.clamp(-0.3, 0.3).max()"],
    "MinBackward1": ["a = leaf(3, n)", "inputs = [a]", "y = a.min() * 2 + a.clamp(-0.3, 0.3).min()"],
    "AmaxBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.amax(1) * 2 + a.clamp(-0.3, 0.3).amax(0).sum() + a.amax((0, 1)) * -1"],
    "SplitBackward0": ["a = leaf(n, 5)", "inputs = [a]", "p = a.split(2)", "q = a.chunk(2, dim=1)",
                       "y = p[0].sum(0) * 2 + p[-1].sum(0) + q[0].sum(1).sum() + torch.split(a * -1, 3, 0)[0].sum()"],
    "SplitWithSizesBackward0": ["a = leaf(3, n + 2)", "inputs = [a]", "p = a.split([1, n, 1], dim=1)", "y = p[0] * -0.0 + p[2] * 2 + p[1].sum()"],
    "UnbindBackward0": ["a = leaf(3, n)", "inputs = [a]", "r, s, t = a.unbind()", "y = r * 2 + t * s + a.unbind(1)[n - 1].sum()"],
    "GeluBackward0": ["a, b = leaf(3, n), leaf(3, n)", "inputs = [a, b]", "c = (torch.randn(1) * 3).requires_grad_()", "inputs.append(c)",
                      "y = F.gelu(a * 3) * 2 + F.gelu(a, approximate='tanh') + F.gelu(b).sum(0) + F.gelu(b * 2, approximate='tanh').sum(1, keepdim=True)"
                      " + F.gelu(c) + F.gelu(c, approximate='tanh')"],
    "DotBackward0": ["a, b = leaf(n), leaf(n)", "inputs = [a, b]", "y = a @ b * 2 + torch.dot(a, b * 3) + a.dot(a)"],
    "MvBackward0": ["a, b, c = leaf(3, n), leaf(n), leaf(n, 4)", "inputs = [a, b, c]", "y = (a @ b) * 2 + (c.t() @ b).sum() + (a * 2).matmul(b)"],
    "SqueezeBackward3": ["a, b = leaf(3), leaf(3, n)", "inputs = [a, b]", "y = a @ b * 2 + (a @ b.exp()).sum()"],
    "TrilBackward0": ["a, b = leaf(4, n), leaf(2, 3, n)", "inputs = [a, b]", "y = a.tril() * 2 + torch.tril(a, -1) + a.tril(diagonal=2) + b.tril(1).sum(0)[:1]"],
    "TraceBackward0": ["a, b, c = leaf(n, 3), leaf(3, n), leaf(n, n)", "inputs = [a, b, c]",
                       "y = a.trace() * 2 + torch.trace(b) + c.trace() * a.trace()"],
    "DiagonalBackward0": ["a, b, c = leaf(n, 4), leaf(2, n, 3), leaf(n, n)", "inputs = [a, b, c]",
                          "y = a.diagonal() * 2 + torch.diagonal(a, 1)[:1] + b.diagonal(0, 0, 2).sum() + a.diagonal(-1).sum()"
                          " + torch.einsum('ii->i', c)[:1].sum() + torch.einsum('kik->i', b[:, :, :2])[:1] * 3"],
    "NormBackward1": ["a, b, c = leaf(3, n), leaf(n, 4), leaf(3, n)", "inputs = [a, b, c]",
                      "y = a.norm(dim=1) * 2 + a.norm() + b.norm(dim=0, keepdim=True).sum() + torch.norm(b, 2, 1)[:1]"
                      " + (c * 0).norm(dim=1) + c.norm(p='fro', dim=-1) + a.norm(2, (0, 1))"],
    "TriuBackward0": ["a = leaf(4, n)", "inputs = [a]", "y = a.triu() * 2 + torch.triu(a, 1) + a.triu(diagonal=-1)"],
    "RepeatBackward0": ["a, b = leaf(3, n), leaf(n)", "inputs = [a, b]",
                        "y = a.repeat(2, 1) * 2 + a.repeat(1, 1) .repeat(2, 1) + b.repeat(6, 1) + a.repeat(2, 3)[:, :n] + a.repeat(1, 2, 1).sum(0)"],
    "SinBackward0": ["a, b = leaf(3, n), leaf(n, 3)", "inputs = [a, b]", "y = torch.sin(a * 3) + a.sin() + b.t().sin() * 2 + torch.sin(a * 20)"],
    "CosBackward0": ["a, b = leaf(3, n), leaf(n, 3)", "inputs = [a, b]", "y = torch.cos(a * 3) + a.cos() + b.t().cos() * 2 + torch.cos(a * 20)"],
    "SiluBackward0": ["a, b = leaf(3, n), leaf(3, n)", "inputs = [a, b]",
                      "y = F.silu(a * 4) * 2 + torch.nn.SiLU()(a) + F.silu(b).sum(0) + F.silu(b * 3).sum(1, keepdim=True) + F.silu(a).sum()"],
    "LeakyReluBackward0": ["a = leaf(3, n)", "inputs = [a]",
                           "y = F.leaky_relu(a) + F.leaky_relu(a * 2, 0.2) * 3 + torch.nn.LeakyReLU(0.5)(a) + F.leaky_relu(a, negative_slope=-0.3)"
                           " + F.leaky_relu(a.clamp(min=0), 0.1)"],
    "CumsumBackward0": ["a, b = leaf(3, n), leaf(n)", "inputs = [a, b]",
                        "y = a.cumsum(1) * 2 + torch.cumsum(a, dim=0) + b.cumsum(0) + a[:, :1].cumsum(1) + a.cumsum(-1).cumsum(0)"],
    "PowBackward1": ["b, c = (torch.rand(3, n) * 3).requires_grad_(), leaf(n)", "p = (torch.rand(3, n) + 0.2).requires_grad_()",
                     "d = torch.tensor(1.5, requires_grad=True)", "inputs = [b, c, p, d]",
                     "y = p ** b + p.pow(c) * 2 + 2 ** c + torch.pow(p, 2 + b) + 1.5 ** b + p ** d + c.abs() ** p"
                     " + torch.zeros(n) ** b + p ** (b * (b > 1)) + (p - 0.5) ** torch.tensor([2.0, 3.0, 0.5])[:, None]"],
    "PowBackward2": ["b, c = (torch.rand(3, n) * 3).requires_grad_(), leaf(n)", "inputs = [b, c]",
                     "y = torch.pow(2.0, b) + torch.pow(10, c) * 2 + torch.pow(0.0, c) + torch.pow(0, b.clamp(max=1.5) - 1) + torch.pow(1.5, b)"
                     " + torch.pow(-2.0, c)"],
    "BinaryCrossEntropyWithLogitsBackward0": ["a, t = leaf(3, n), torch.rand(3, n).requires_grad_()", "w = torch.rand(n)", "inputs = [a, t]",
                                              "y = F.binary_cross_entropy_with_logits(a * 4, t) + F.binary_cross_entropy_with_logits(a, t, reduction='sum') * 0.5"
                                              " + F.binary_cross_entropy_with_logits(a, t, weight=w, reduction='none')"
                                              " + torch.nn.BCEWithLogitsLoss()(a * -2, (t > 0.5).float()) + F.binary_cross_entropy_with_logits(a, t, w)"],
    "BinaryCrossEntropyBackward0": ["p, t, w = torch.rand(3, n).requires_grad_(), torch.rand(3, n), torch.rand(n)", "inputs = [p]",
                                    "y = F.binary_cross_entropy(p, t) + F.binary_cross_entropy(p, t, reduction='sum') * 0.5"
                                    " + F.binary_cross_entropy(p, t, weight=w, reduction='none') + torch.nn.BCELoss()(p, (t > 0.5).float())"
                                    " + F.binary_cross_entropy(p.clamp(0.2, 0.8), t, w) + F.binary_cross_entropy(torch.sigmoid(p * 40 - 20), t)"
                                    " + torch.nn.BCELoss(reduction='sum')(p * p, t)"],
    "DivBackward1": ["a, b = leaf(3, n), leaf(2, n, 2)", "t, u, w = torch.rand(3, n).softmax(1), torch.rand(2, n, 2), torch.rand(n)", "inputs = [a, b]",
                     "y = F.cross_entropy(a, t) + F.cross_entropy(a * 2, t, label_smoothing=0.1) * 0.5 + F.cross_entropy(a, t, weight=w)"
                     " + F.cross_entropy(b, u) + F.cross_entropy(b, u, w, label_smoothing=0.3, reduction='none').sum(1)[0]"
                     " + torch.nn.CrossEntropyLoss(reduction='sum')(a[0], t[1])"],
    "SmoothL1LossBackward0": ["a, b = (leaf(3, n) * 2).detach().requires_grad_(), leaf(3, n)", "inputs = [a, b]",
                              "y = F.smooth_l1_loss(a, b) + F.smooth_l1_loss(a, b, reduction='sum', beta=0.5) * 0.5"
                              " + F.smooth_l1_loss(a * 3, b, beta=0.1) + torch.nn.SmoothL1Loss(reduction='none')(a, b)"
                              " + F.smooth_l1_loss(b, a, beta=0.0, reduction='none') + F.smooth_l1_loss(a[0], b[1], beta=2.5)"],
    "HuberLossBackward0": ["a, b = (leaf(3, n) * 2).detach().requires_grad_(), leaf(3, n)", "inputs = [a, b]",
                           "y = F.huber_loss(a, b) + F.huber_loss(a, b, reduction='sum', delta=0.5) * 0.5"
                           " + F.huber_loss(a * 3, b, delta=0.3) + torch.nn.HuberLoss(reduction='none')(a, b)"
                           " + F.huber_loss(a[0], b[1], delta=1.7) + torch.nn.HuberLoss(delta=2.0)(b, a)"],
    "KthvalueBackward0": ["a = leaf(3, n)", "inputs = [a]",
                          "y = a.kthvalue((n + 1) // 2).values * 2 + torch.kthvalue(a, 1, 0, keepdim=True)[0].sum()"
                          " + a.clamp(-0.3, 0.3).kthvalue(n, dim=1, keepdim=True).values + torch.kthvalue(a.clamp(min=0), 1).values"],
    "ModeBackward0": ["a = leaf(3, n)", "inputs = [a]",
                      "y = a.clamp(-0.5, 0.5).mode(1).values * 2 + torch.mode(a, 0, keepdim=True)[0].sum() + (a > 0).float().mode().values * a[:, 0]"],
    "DiffComposite": ["a, p, q = leaf(3, n), leaf(3, 1), leaf(2, n)", "inputs = [a, p, q]",
                      "y = torch.diff(a).sum(1) * 2 + torch.diff(a, n=2, prepend=p, append=p).sum(1) + a.diff(dim=0, append=q).sum()"
                      " + torch.diff(a, 3, -1, append=a)[:, :1].sum(1)"],
    "AminBackward0": ["a = leaf(3, n)", "inputs = [a]", "y = a.amin(1) * 2 + a.clamp(-0.3, 0.3).amin(dim=0, keepdim=True).sum()"],
}

TEMPLATE = """import torch
import torch.nn.functional as F

# The backward of {node}, generated by tests/python/generate_backward_goldens.py: every input's gradient, exactly.
torch.manual_seed(0)


def leaf(*shape):
    return torch.randn(*shape).requires_grad_()


for n in {sizes}:
{body}
    g = torch.randn(y.shape)
    y.backward(g)
    print(n, [t.grad.tolist() for t in inputs])
"""


def main():
    for node, lines in CASES.items():
        body = "\n".join("    " + line for line in lines)
        with open(os.path.join(CORPUS, "grad_golden_%s.py" % node), "w") as handle:
            handle.write(TEMPLATE.format(node=node, sizes=SIZES, body=body))


if __name__ == "__main__":
    main()
