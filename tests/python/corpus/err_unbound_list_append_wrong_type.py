print("appending to an int")
list.append(5, 1)
