print("never printed")
totals = [i := i + 1 for i in range(5)]
