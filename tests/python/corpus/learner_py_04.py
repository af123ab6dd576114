print(divmod(17, 5), divmod(-17, 5), divmod(7.5, 2))
total_tokens = 1000003
batch = 32 * 64
steps, rest = divmod(total_tokens, batch)
print(f"{steps} full batches, {rest} tokens left")
print(2 ** 64, 2 ** 100 // 3, -7 // 2, -7 % 2)
