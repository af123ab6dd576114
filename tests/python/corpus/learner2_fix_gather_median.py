import torch
x = torch.arange(12.).view(3,4)
i = torch.tensor([[0,3],[1,1],[2,0]])
print(x.gather(1, i), torch.gather(x, 0, torch.tensor([[2,1,0,0]])), x.gather(dim=1, index=i[:2]))
for bad in [lambda: x.gather(1, i.float()), lambda: x.gather(1, torch.tensor([0,1])), lambda: x.gather(1, torch.tensor([[5]])), lambda: x.gather(1, torch.zeros(4,1,dtype=torch.long)), lambda: x.gather(1, torch.tensor([[-1]]))]:
  try: print(bad())
  except Exception as e: print(type(e).__name__, e)
print(x.requires_grad_().gather(1,i).grad_fn.name())
print(torch.tensor([3., 1, 2, 5]).median(), torch.tensor([1,5,3,2]).median(), torch.tensor([1., float('nan'), 2]).median(), torch.median(torch.tensor([[4.,2],[1,3]])))
print(x.T.gather(0, torch.tensor([[1, 2]])), x.median())
