data = {"model": {"layers": 2, "heads": [4, 8]}, "lr": 3e-4, "name": "tiny"}
print(data["model"]["heads"][-1], data.get("lr"), f"{data['lr']:.0e}", data.get("missing", {}).get("x", "none"))
for key in data:
    print(key, type(data[key]).__name__)
data["model"]["layers"] += 1
nested = {k: (v if not isinstance(v, dict) else sorted(v)) for k, v in data.items()}
print(nested)
print(list(data.values())[1], len(data["model"]), "heads" in data["model"], data.pop("name"), data)
copy = dict(data)
copy["lr"] = 0.1
print(data["lr"], copy["lr"], data == copy, {**data, "lr": 3e-4} == data)
print(data["modle"])
