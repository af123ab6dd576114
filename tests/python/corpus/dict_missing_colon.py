config = {'n_embd': 32,
          'n_head' 4}
print(config)
