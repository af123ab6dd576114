print(f"value: {x")
