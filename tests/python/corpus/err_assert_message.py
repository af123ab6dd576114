loss = 2.5
assert loss < 1.0, f'loss too high: {loss}'
