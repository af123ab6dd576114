items = []
items.add(1)
