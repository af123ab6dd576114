from collections import deque

window = deque([1, 2], maxlen=2)
window.append(3)
print(window)
window.clear()
window.popleft()
