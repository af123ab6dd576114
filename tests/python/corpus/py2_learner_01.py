inventory = {"apples": 5, "pears": 0, "plums": 12}
inventory["kiwis"] = 7
for fruit, count in sorted(inventory.items(), key=lambda kv: kv[1], reverse=True):
    print(f"{fruit:<8}{count:>4}")
print(max(inventory, key=inventory.get), min(inventory.values()))
print({k: v for k, v in inventory.items() if v})
inventory.pop("pears")
print(inventory, len(inventory), "pears" in inventory)
print(inventory.get("bananas", "none"), inventory.setdefault("figs", 3), inventory)
