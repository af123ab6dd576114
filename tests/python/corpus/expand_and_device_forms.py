import torch
try:
    print('torch.ones(3, 1).expand(-1, 4).shape', '->', torch.ones(3, 1).expand(-1, 4).shape)
except Exception as e:
    print('torch.ones(3, 1).expand(-1, 4).shape', '!!', type(e).__name__, e)
try:
    print('torch.ones(3, 1).expand(2, -1, 4).shape', '->', torch.ones(3, 1).expand(2, -1, 4).shape)
except Exception as e:
    print('torch.ones(3, 1).expand(2, -1, 4).shape', '!!', type(e).__name__, e)
try:
    print('torch.ones(3, 2).expand(3, 4)', '->', torch.ones(3, 2).expand(3, 4))
except Exception as e:
    print('torch.ones(3, 2).expand(3, 4)', '!!', type(e).__name__, e)
try:
    print('torch.ones(2, 3, 4).expand(2, 5, 4)', '->', torch.ones(2, 3, 4).expand(2, 5, 4))
except Exception as e:
    print('torch.ones(2, 3, 4).expand(2, 5, 4)', '!!', type(e).__name__, e)
try:
    print('torch.ones(2, 3, 4).expand(1, 3, 4)', '->', torch.ones(2, 3, 4).expand(1, 3, 4))
except Exception as e:
    print('torch.ones(2, 3, 4).expand(1, 3, 4)', '!!', type(e).__name__, e)
try:
    print('torch.ones(3).expand(2, 2)', '->', torch.ones(3).expand(2, 2))
except Exception as e:
    print('torch.ones(3).expand(2, 2)', '!!', type(e).__name__, e)
try:
    print('torch.ones(1, 3).expand_as(torch.ones(2, 4))', '->', torch.ones(1, 3).expand_as(torch.ones(2, 4)))
except Exception as e:
    print('torch.ones(1, 3).expand_as(torch.ones(2, 4))', '!!', type(e).__name__, e)
try:
    print("torch.device('cpu') == 'cpu'", '->', torch.device('cpu') == 'cpu')
except Exception as e:
    print("torch.device('cpu') == 'cpu'", '!!', type(e).__name__, e)
try:
    print("str(torch.device('cpu'))", '->', str(torch.device('cpu')))
except Exception as e:
    print("str(torch.device('cpu'))", '!!', type(e).__name__, e)
try:
    print("torch.device('cpu').type", '->', torch.device('cpu').type)
except Exception as e:
    print("torch.device('cpu').type", '!!', type(e).__name__, e)
try:
    print("torch.device('cpu').index", '->', torch.device('cpu').index)
except Exception as e:
    print("torch.device('cpu').index", '!!', type(e).__name__, e)
try:
    print("torch.device('cpu')(1)", '->', torch.device('cpu')(1))
except Exception as e:
    print("torch.device('cpu')(1)", '!!', type(e).__name__, e)
try:
    print("torch.device('cpu').foo", '->', torch.device('cpu').foo)
except Exception as e:
    print("torch.device('cpu').foo", '!!', type(e).__name__, e)
try:
    print('torch.ones(2).device()', '->', torch.ones(2).device())
except Exception as e:
    print('torch.ones(2).device()', '!!', type(e).__name__, e)
