# A list or dict that holds itself prints as CPython prints it, with [...] and {...} where it meets itself again.
import collections

history = []
history.append(history)
print(history, str(history), [history, 1], len(history))
notes = {"name": "attention"}
notes["self"] = notes
notes["list"] = [notes, history]
print(notes)
queue = collections.deque([1])
queue.append(queue)
print(queue)
shared = [1]
print([shared, shared], {"a": shared, "b": shared})
