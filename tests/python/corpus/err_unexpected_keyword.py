def head(n_embd, head_size):
    return n_embd * head_size
print(head(32, head_sise=8))
