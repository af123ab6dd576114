def binary_search(items, target):
    low, high = 0, len(items) - 1
    steps = 0
    while low <= high:
        steps += 1
        mid = (low + high) // 2
        if items[mid] == target:
            return mid, steps
        elif items[mid] < target:
            low = mid + 1
        else:
            high = mid - 1
    return -1, steps
data = list(range(0, 100, 3))
print(binary_search(data, 42), binary_search(data, 43), binary_search(data, 99))
def bubble_sort(values):
    values = list(values)
    for i in range(len(values)):
        for j in range(len(values) - 1 - i):
            if values[j] > values[j + 1]:
                values[j], values[j + 1] = values[j + 1], values[j]
    return values
print(bubble_sort([5, 2, 9, 1, 5, 6]))
