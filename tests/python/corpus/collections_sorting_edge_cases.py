import torch
import torch.nn.functional as F
from collections import Counter, defaultdict, namedtuple, deque
try:
    print('Counter(5)', '->', Counter(5))
except Exception as e:
    print('Counter(5)', '!!', type(e).__name__, e)
try:
    print("Counter('ab').most_common(-1)", '->', Counter('ab').most_common(-1))
except Exception as e:
    print("Counter('ab').most_common(-1)", '!!', type(e).__name__, e)
try:
    print("Counter('abca').most_common(0)", '->', Counter('abca').most_common(0))
except Exception as e:
    print("Counter('abca').most_common(0)", '!!', type(e).__name__, e)
try:
    print("defaultdict(list, {'a': [1]})", '->', defaultdict(list, {'a': [1]}))
except Exception as e:
    print("defaultdict(list, {'a': [1]})", '!!', type(e).__name__, e)
try:
    print('defaultdict(None)', '->', defaultdict(None))
except Exception as e:
    print('defaultdict(None)', '!!', type(e).__name__, e)
try:
    print('dict(defaultdict(int, a=1))', '->', dict(defaultdict(int, a=1)))
except Exception as e:
    print('dict(defaultdict(int, a=1))', '!!', type(e).__name__, e)
try:
    print("namedtuple('P', ['x', 'x'])", '->', namedtuple('P', ['x', 'x']))
except Exception as e:
    print("namedtuple('P', ['x', 'x'])", '!!', type(e).__name__, e)
try:
    print("namedtuple('P', 'x y')(1, 2).z", '->', namedtuple('P', 'x y')(1, 2).z)
except Exception as e:
    print("namedtuple('P', 'x y')(1, 2).z", '!!', type(e).__name__, e)
try:
    print('deque([1, 2, 3])[5]', '->', deque([1, 2, 3])[5])
except Exception as e:
    print('deque([1, 2, 3])[5]', '!!', type(e).__name__, e)
try:
    print('deque([1, 2], maxlen=-1)', '->', deque([1, 2], maxlen=-1))
except Exception as e:
    print('deque([1, 2], maxlen=-1)', '!!', type(e).__name__, e)
try:
    print('deque([1, 2, 3], 2)', '->', deque([1, 2, 3], 2))
except Exception as e:
    print('deque([1, 2, 3], 2)', '!!', type(e).__name__, e)
try:
    print('torch.ones(4).sort(dim=1)', '->', torch.ones(4).sort(dim=1))
except Exception as e:
    print('torch.ones(4).sort(dim=1)', '!!', type(e).__name__, e)
try:
    print('torch.ones(2, 3).topk(2, dim=2)', '->', torch.ones(2, 3).topk(2, dim=2))
except Exception as e:
    print('torch.ones(2, 3).topk(2, dim=2)', '!!', type(e).__name__, e)
try:
    print('F.cosine_similarity(torch.ones(2, 3), torch.ones(3, 3))', '->', F.cosine_similarity(torch.ones(2, 3), torch.ones(3, 3)))
except Exception as e:
    print('F.cosine_similarity(torch.ones(2, 3), torch.ones(3, 3))', '!!', type(e).__name__, e)
try:
    print('torch.ones(3).topk(k=-1)', '->', torch.ones(3).topk(k=-1))
except Exception as e:
    print('torch.ones(3).topk(k=-1)', '!!', type(e).__name__, e)
try:
    print('torch.tensor([1, 2]).argsort(descending=True)', '->', torch.tensor([1, 2]).argsort(descending=True))
except Exception as e:
    print('torch.tensor([1, 2]).argsort(descending=True)', '!!', type(e).__name__, e)
try:
    print("Counter(['a', 'b', 'a']) == Counter({'a': 2, 'b': 1})", '->', Counter(['a', 'b', 'a']) == Counter({'a': 2, 'b': 1}))
except Exception as e:
    print("Counter(['a', 'b', 'a']) == Counter({'a': 2, 'b': 1})", '!!', type(e).__name__, e)
try:
    print("sorted(Counter('banana').items())", '->', sorted(Counter('banana').items()))
except Exception as e:
    print("sorted(Counter('banana').items())", '!!', type(e).__name__, e)
try:
    print("max(Counter('banana'), key=Counter('banana').get)", '->', max(Counter('banana'), key=Counter('banana').get))
except Exception as e:
    print("max(Counter('banana'), key=Counter('banana').get)", '!!', type(e).__name__, e)
try:
    print("Counter('aab').keys()", '->', Counter('aab').keys())
except Exception as e:
    print("Counter('aab').keys()", '!!', type(e).__name__, e)
try:
    print("list(Counter('aab').values())", '->', list(Counter('aab').values()))
except Exception as e:
    print("list(Counter('aab').values())", '!!', type(e).__name__, e)
try:
    print("Counter('ab') + Counter('bc')", '->', Counter('ab') + Counter('bc'))
except Exception as e:
    print("Counter('ab') + Counter('bc')", '!!', type(e).__name__, e)
try:
    print('deque([3, 1, 2]) == deque([3, 1, 2])', '->', deque([3, 1, 2]) == deque([3, 1, 2]))
except Exception as e:
    print('deque([3, 1, 2]) == deque([3, 1, 2])', '!!', type(e).__name__, e)
try:
    print("len(deque('abc', maxlen=2))", '->', len(deque('abc', maxlen=2)))
except Exception as e:
    print("len(deque('abc', maxlen=2))", '!!', type(e).__name__, e)
try:
    print('F.normalize(torch.tensor([[3., 4.]]), p=2, dim=1)', '->', F.normalize(torch.tensor([[3., 4.]]), p=2, dim=1))
except Exception as e:
    print('F.normalize(torch.tensor([[3., 4.]]), p=2, dim=1)', '!!', type(e).__name__, e)
try:
    print('torch.unique(torch.tensor([2., -0., 0., 1.]))', '->', torch.unique(torch.tensor([2., -0., 0., 1.])))
except Exception as e:
    print('torch.unique(torch.tensor([2., -0., 0., 1.]))', '!!', type(e).__name__, e)
try:
    print("namedtuple('P', ['_x'])", '->', namedtuple('P', ['_x']))
except Exception as e:
    print("namedtuple('P', ['_x'])", '!!', type(e).__name__, e)
try:
    print("namedtuple('P', ['1x'])", '->', namedtuple('P', ['1x']))
except Exception as e:
    print("namedtuple('P', ['1x'])", '!!', type(e).__name__, e)
try:
    print("namedtuple('P', 'a, b, a')", '->', namedtuple('P', 'a, b, a'))
except Exception as e:
    print("namedtuple('P', 'a, b, a')", '!!', type(e).__name__, e)
try:
    print('deque([1, 2])[0:1]', '->', deque([1, 2])[0:1])
except Exception as e:
    print('deque([1, 2])[0:1]', '!!', type(e).__name__, e)
try:
    print('deque([1, 2])[-1]', '->', deque([1, 2])[-1])
except Exception as e:
    print('deque([1, 2])[-1]', '!!', type(e).__name__, e)
