data = list(range(10))
n = int(0.9 * len(data))
train_data, val_data = data[:n], data[n:]
print(train_data, val_data)
print(data[-3:], data[::3], data[5:2:-1])
print(sum(data) / len(data), max(data), min(data))
stack = []
stack.append(1); stack.extend([2, 3]); stack.insert(0, 0)
print(stack, stack.pop(), stack.index(2), stack.count(1))
stack.reverse(); print(stack)
