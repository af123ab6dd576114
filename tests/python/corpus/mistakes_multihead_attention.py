# The mistakes learners make with nn.MultiheadAttention, each caught as torch words it.
import torch
import torch.nn as nn

torch.manual_seed(0)
def attempt(label, thunk):
    try:
        thunk()
        print(label, "ran")
    except Exception as error:
        print(label, type(error).__name__, error)

attempt("divisible", lambda: nn.MultiheadAttention(10, 3))
attempt("zero heads", lambda: nn.MultiheadAttention(8, 0))
mha = nn.MultiheadAttention(8, 2)
x = torch.randn(5, 2, 8)
attempt("wrong width", lambda: mha(torch.randn(5, 2, 6), torch.randn(5, 2, 6), torch.randn(5, 2, 6)))
attempt("4-D query", lambda: mha(torch.randn(1, 5, 2, 8), x, x))
attempt("2-D key", lambda: mha(x, torch.randn(5, 8), x))
attempt("key and value", lambda: mha(x, torch.randn(5, 2, 8), torch.randn(6, 2, 8)))
attempt("mask shape", lambda: mha(x, x, x, attn_mask=torch.zeros(4, 5, dtype=torch.bool)))
attempt("mask 3-D shape", lambda: mha(x, x, x, attn_mask=torch.zeros(2, 5, 5, dtype=torch.bool)))
attempt("mask int", lambda: mha(x, x, x, attn_mask=torch.zeros(5, 5, dtype=torch.long)))
attempt("padding shape", lambda: mha(x, x, x, key_padding_mask=torch.zeros(5, 2, dtype=torch.bool)))
attempt("padding dims", lambda: mha(x, x, x, key_padding_mask=torch.zeros(2, 5, 1, dtype=torch.bool)))
attempt("list query", lambda: mha([1.0], x, x))
attempt("missing value", lambda: mha(x, x))
attempt("unknown keyword", lambda: mha(x, x, x, mask=None))
single = torch.randn(4, 8)
attempt("unbatched 3-D mask", lambda: mha(single, single, single, attn_mask=torch.zeros(3, 4, 4, dtype=torch.bool)))
attempt("unbatched padding", lambda: mha(single, single, single, key_padding_mask=torch.zeros(1, 4, dtype=torch.bool)))
print(mha(single, single, single)[0].shape)
