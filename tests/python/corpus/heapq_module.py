# heapq as learners use it: a priority queue of (cost, name) pairs, heapify of a list, the k best scores, and the
# errors of an empty heap, a tuple instead of a list and items that cannot be compared.
import heapq

queue = []
for cost, name in [(5, "e"), (1, "a"), (3, "c"), (1, "b"), (4, "d"), (2, "f"), (9, "z"), (0, "start")]:
    heapq.heappush(queue, (cost, name))
    print(queue)
while queue:
    print(heapq.heappop(queue), queue)
numbers = [9, 4, 7, 1, 8, 2, 2, 6, 5, 3, 0]
heapq.heapify(numbers)
print(numbers)
print(heapq.heapreplace(numbers, 10), numbers)
print(heapq.heappushpop(numbers, -1), heapq.heappushpop(numbers, 11), numbers)
scores = {"ann": 0.91, "bob": 0.75, "cid": 0.91, "dee": 0.42, "eve": 0.88}
print(heapq.nlargest(3, scores, key=scores.get), heapq.nsmallest(2, scores.items(), key=lambda kv: kv[1]))
print(heapq.nlargest(2, [3, 1, 4, 1, 5]), heapq.nsmallest(10, [3, 1, 4]), heapq.nlargest(0, [1, 2]), heapq.nsmallest(2, "hello"))
for attempt in [lambda: heapq.heappop([]), lambda: heapq.heappush((), 1), lambda: heapq.heapify((3, 1)),
                lambda: heapq.heappush([1], "a"), lambda: heapq.heappush([]), lambda: heapq.nlargest(2)]:
    try:
        attempt()
    except (IndexError, TypeError) as error:
        print(type(error).__name__, error)
