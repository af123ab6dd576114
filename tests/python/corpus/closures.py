def make_multiplier(factor):
    def multiply(x):
        return x * factor
    return multiply

double = make_multiplier(2)
triple = make_multiplier(3)
print(double(5), triple(5))

def sort_by_column(rows, column):
    return sorted(rows, key=lambda row: row[column])

table = [(1, "b", 3.0), (2, "a", 1.0), (0, "c", 2.0)]
print(sort_by_column(table, 1), sort_by_column(table, 2))

def counter():
    counts = {}
    def add(word):
        counts[word] = counts.get(word, 0) + 1
        return counts
    return add

count = counter()
count("a")
count("b")
print(count("a"))

adders = [lambda x, n=n: x + n for n in range(3)]
print([f(10) for f in adders])
