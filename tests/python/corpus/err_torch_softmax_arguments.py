import torch
x = torch.tensor([[1.0, 2.0, 0.5], [0.0, -1.0, 3.0]])
print(torch.softmax(x, dim=-1))
print(torch.log_softmax(x, 1))
print(torch.softmax(x, -1, dtype=torch.float32))
print(torch.softmax(input=x, dim=0))
for call in [lambda: torch.softmax(x), lambda: torch.log_softmax(x), lambda: torch.softmax(x, dim=1.5), lambda: torch.softmax(), lambda: torch.softmax([1.0], 0)]:
    try:
        call()
    except TypeError as error:
        print(str(error).splitlines()[0], '|', str(error).splitlines()[-1])
torch.softmax(x)
