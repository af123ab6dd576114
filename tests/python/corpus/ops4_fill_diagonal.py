# fill_diagonal_ on masks and weight matrices: wrap, 3-D, dtypes, views and torch's messages.
import torch
def t(label, f):
    try:
        r = f()
        print(label, "->", r)
    except Exception as e:
        print(label, "!!", type(e).__name__ + ":", e)
t("a", lambda: torch.zeros(3, 4).fill_diagonal_(5))
t("b", lambda: torch.zeros(7, 3).fill_diagonal_(5))
t("c", lambda: torch.zeros(7, 3).fill_diagonal_(5, wrap=True))
t("c2", lambda: torch.zeros(8, 3).fill_diagonal_(5, True))
t("d", lambda: torch.zeros(2, 2, 2).fill_diagonal_(1.5))
t("e", lambda: torch.zeros(2, 3, 2).fill_diagonal_(1))
t("f", lambda: torch.zeros(3).fill_diagonal_(1))
t("g", lambda: torch.zeros(3, 3, dtype=torch.long).fill_diagonal_(2.7))
t("h", lambda: torch.zeros(3, 3).requires_grad_().fill_diagonal_(1))
t("i", lambda: (torch.zeros(3, 3, requires_grad=True) * 1).fill_diagonal_(1))
t("j", lambda: torch.zeros(3, 3).fill_diagonal_())
t("k", lambda: torch.zeros(3, 3).fill_diagonal_('a'))
x = torch.zeros(3, 4)
t("l", lambda: (x.t().fill_diagonal_(1), x)[1])
t("m", lambda: torch.zeros(3, 3).fill_diagonal_(torch.tensor(2.)))
t("n", lambda: torch.zeros(0, 3).fill_diagonal_(1))
w = torch.ones(4, 4)
w.fill_diagonal_(float("-inf"))
print(torch.softmax(w, dim=-1))
