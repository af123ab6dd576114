# Every way a learner can make a container reach itself; the playground must free each of these when the run ends
# (the sanitizer build's fuzz test starts from this corpus and fails on any leak).
from collections import deque, defaultdict

scores = [1]
rows = [scores]
scores.insert(0, rows)
seen = set()
seen.add((seen.add,))
cache = {}
cache.setdefault("me", [cache])
grow = []
grow += [grow]
window = [0]
window[0:1] = [window]
queue = deque()
queue.appendleft(queue)
groups = defaultdict(list)
groups["a"].append(groups)
config = {}
config.update(inner=config)
merged = {}
merged |= {"m": merged}
pair = [None]
pair[0] = (pair, 2)
print(scores, cache, grow, window, queue, config, merged, pair, sep="\n")
print(len(seen), dict(groups).keys())


def make_loop(size):
    nodes = [[] for _ in range(size)]
    for i, node in enumerate(nodes):
        node.append(nodes[(i + 1) % size])
    return len(nodes)


print(sum(make_loop(n) for n in range(1, 200)))
