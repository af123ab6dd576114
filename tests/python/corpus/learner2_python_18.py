n_embd = 128
n_head = 4
print(n_embd / n_head, n_embd // n_head, n_embd % n_head)
print(type(n_embd / n_head), type(n_embd // n_head))
print(int(7.9), float(3), str(12) + "!")
print(0.1 + 0.2)
print(1 / 3)
print(2 ** -0.5, 32 ** -0.5)
print(10 / 4 * 2)
