def parse_config(lines):
    config = {}
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "=" not in line:
            raise ValueError(f"line {number}: expected key=value, got {line!r}")
        key, value = (part.strip() for part in line.split("=", 1))
        config[key] = int(value) if value.isdigit() else value
    return config
print(parse_config(["# settings", "n_embd = 64", "name=gpt", "", "heads= 4"]))
try:
    parse_config(["a=1", "oops"])
except ValueError as error:
    print(error)
