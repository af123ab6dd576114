# nn.MultiheadAttention as a learner meets it: its parameters, masks, batch_first, weights, gradients.
import torch
import torch.nn as nn

torch.manual_seed(7)
mha = nn.MultiheadAttention(embed_dim=12, num_heads=3)
print(mha)
for name, p in mha.named_parameters():
    print(name, tuple(p.shape), p.requires_grad)
print(mha.head_dim, mha.batch_first, mha.dropout, mha.kdim, mha._qkv_same_embed_dim, mha.bias_k)
print(mha.in_proj_weight[:2, :5])
print(mha.out_proj.weight[0, :4], mha.out_proj.bias[:3])
print(type(mha.out_proj).__name__, isinstance(mha.out_proj, nn.Linear))
print(list(mha.state_dict().keys()))

x = torch.randn(5, 2, 12)  # (T, B, C)
out, w = mha(x, x, x)
print(out.shape, w.shape)
print(out[0])
print(w[1])
print(out.grad_fn.__class__.__name__, w.grad_fn.__class__.__name__)

out2, w2 = mha(x, x, x, need_weights=False)
print(w2, torch.equal(out, out2))
_, per_head = mha(x, x, x, average_attn_weights=False)
print(per_head.shape)
print(per_head[0, 2])

causal = torch.triu(torch.ones(5, 5, dtype=torch.bool), diagonal=1)
out3, w3 = mha(x, x, x, attn_mask=causal)
print(w3[0])
print(out3[-1])
float_mask = torch.zeros(5, 5).masked_fill(causal, float('-inf'))
out4, w4 = mha(x, x, x, attn_mask=float_mask)
print(torch.equal(out3, out4), torch.equal(w3, w4))

padding = torch.tensor([[False, False, False, True, True], [False, False, False, False, False]])
out5, w5 = mha(x, x, x, key_padding_mask=padding)
print(w5[0])
out6, w6 = mha(x, x, x, key_padding_mask=padding, attn_mask=causal)
print(w6[0, -1], out6[2, 0])

mask3 = causal.unsqueeze(0).repeat(2 * 3, 1, 1)
out7, _ = mha(x, x, x, attn_mask=mask3)
print(torch.equal(out7, out3))

memory = torch.randn(7, 2, 12)
cross, cw = mha(x, memory, memory)
print(cross.shape, cw.shape)
print(cross[1, 1])
value = torch.randn(7, 2, 12)
cross2, _ = mha(x, memory, value)
print(cross2[4, 0])

single = torch.randn(4, 12)
o, ww = mha(single, single, single)
print(o.shape, ww.shape)
print(o[3])

loss = out3.pow(2).mean()
loss.backward()
print(mha.in_proj_weight.grad[::7, :4])
print(mha.in_proj_bias.grad[:6])
print(mha.out_proj.weight.grad[1, :5])
print(mha.out_proj.bias.grad)
