import json
data = {"name": "tiny", "layers": [1, 2, 3], "lr": 0.001, "ok": True, "none": None, "nested": {"t": (1, 2.5), "e": []}, "d": {}}
print(json.dumps(data))
print(json.dumps(data, indent=2))
print(json.dumps(data, indent=0))
print(json.dumps(data, indent="\t", sort_keys=True))
print(json.dumps(data, separators=(",", ":")))
print(json.dumps({3: 1, 1.5: 2, True: 3, None: 4, "z": [1e20, 1e-7, 0.1 + 0.2, float("nan"), float("inf"), -float("inf"), 2**70]}))
print(json.dumps("héllo \"q\" \\ \n\t\x01 \x7f 😀"))
print(json.dumps("héllo 😀 \x7f", ensure_ascii=False))
print(json.dumps([[], {}, [[]], {"a": {}}], indent=4))
print(json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=1))
print(json.dumps(set([1]), default=list))
print(json.dumps({"x": {1, 2}}, default=sorted))
for bad in [{(1, 2): 3}, {1}, object()]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError", e)
a = [1]
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print("ValueError", e)
print(json.dumps({(1, 2): 3, "k": 1}, skipkeys=True))
print(json.dumps({"b": 1, "a": [1, {"c": None}]}, indent=2, separators=(", ", " = ")))
s = json.dumps({"loss": [2.5, 1.25], "step": 10})
back = json.loads(s)
print(back, back == {"loss": [2.5, 1.25], "step": 10})
print(json.loads('  [1, -2, 3.5, 1e3, -0.0, 1E-2, 12345678901234567890123, true, false, null, "a\\u00e9\\ud83d\\ude00\\n\\/"]  '))
print(json.loads('{"a": {"b": [NaN, Infinity, -Infinity]}, "a2": 1}'))
print(json.loads('"x"'), json.loads('0'), json.loads('{}'), json.loads('[]'))
print(json.loads('{"a": 1, "a": 2}'))
import torch
torch.manual_seed(0)
loss = torch.randn(3).mean()
history = {"step": 1, "loss": loss.item(), "shape": torch.Size([2, 3]), "weights": torch.randn(2).tolist()}
print(json.dumps(history, indent=2))
try:
    json.dumps({"loss": loss})
except TypeError as error:
    print(error)
print(json.dumps({"w": torch.ones(2)}, default=lambda t: t.tolist()))
json.dumps([torch.nn.Linear(2, 2).weight])
