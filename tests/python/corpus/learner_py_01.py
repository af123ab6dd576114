config = {"n_embd": 128, "n_head": 4, "block_size": 64}
config["head_size"] = config["n_embd"] // config["n_head"]
for key, value in config.items():
    print(f"{key:>12}: {value}")
print(config)
print(sorted(config, key=lambda k: config[k]))
print(config.get("dropout", 0.1), "n_layer" in config)
