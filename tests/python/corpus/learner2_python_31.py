config = dict(n_embd=128, n_head=4, block_size=64)
print(config)
for key in sorted(config):
    print(f"{key} = {config[key]}")
config["head_size"] = config["n_embd"] // config["n_head"]
print(len(config), list(config.values()))
print({**config, "n_head": 8})
print(config == dict(config))
