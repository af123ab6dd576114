config = {"n_embd": 32, "n_head": 4, "block_size": 8}
print(config)
print(config["n_embd"], len(config), "n_head" in config, "dropout" in config)
config["dropout"] = 0.1
config["n_head"] = 8
print(config)
for name in config:
    print(name, "=", config[name])
for name, value in config.items():
    print(f"{name:>12}: {value}")
print(list(config.keys()), list(config.values()))
print(config.keys())
print(config.values())
print(config.items())
empty = {}
print(empty, len(empty), bool(empty), bool(config))
mixed = {1: "one", 2.5: "two and a half", (0, 1): "a tuple", None: "nothing", True: "overwrites 1"}
print(mixed)
print(mixed[1], mixed[(0, 1)], mixed[None])
nested = {"layer1": {"weight": [1, 2], "bias": [0]}, "layer2": {}}
print(nested["layer1"]["weight"][1], nested)
print({1: 2} == {1: 2.0}, {"a": 1, "b": 2} == {"b": 2, "a": 1}, {"a": 1} != {"a": 2})
print(repr({"quote": "it's"}), str({"x": [1, (2, 3)]}))
