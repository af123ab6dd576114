# Inside torch.no_grad(), a view of a tensor that requires grad still requires grad; a new result does not.
import torch

w = torch.ones(2, 3, requires_grad=True)
with torch.no_grad():
    pairs = [("t", w.t()), ("view", w.view(3, 2)), ("index", w[0]), ("slice", w[:, 1:]), ("mul", w * 2),
             ("transpose", w.transpose(0, 1)), ("permute", w.permute(1, 0)), ("reshape", w.reshape(6)),
             ("unsqueeze", w.unsqueeze(0)), ("expand", w[:1].expand(2, 3)), ("flatten", w.flatten()),
             ("T", w.T), ("split", w.split(1)[0]), ("chunk", w.chunk(2)[0]), ("unbind", list(w)[0]),
             ("sum", w.sum()), ("detach", w.detach()), ("mask", w[w > 0]), ("softmax", w.softmax(dim=-1)),
             ("cat", torch.cat([w, w])), ("stack", torch.stack([w, w]))]
    for name, y in pairs:
        print(name, y.requires_grad, y.is_leaf)
    u = w.t()
    print(u)
    print(u * 1)
y = w * 2
with torch.no_grad():
    v = y.t()
    print(v.requires_grad, v.is_leaf)
print((u * 2).requires_grad)
