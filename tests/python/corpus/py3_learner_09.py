inventory = {"apples": 5, "pears": 0, "kiwis": 12}
inventory["plums"] = 7
inventory.update({"pears": 3})
print(inventory, len(inventory))
print(inventory.get("mango", 0), inventory.pop("kiwis"), inventory)
print(sorted(inventory.items(), key=lambda kv: kv[1]))
print(list(inventory.keys()), list(inventory.values()))
for fruit, count in inventory.items():
    print(f"{fruit:>7}: {'#' * count}")
print({v: k for k, v in inventory.items()}, "apples" in inventory, inventory.setdefault("figs", 1))
del inventory["apples"]
print(inventory)
