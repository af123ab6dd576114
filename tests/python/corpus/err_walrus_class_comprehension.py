class Table:
    rows = [(last := r) for r in range(3)]


print(Table.rows)
