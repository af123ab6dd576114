print("never printed")
evens = [v for v in (data := list(range(10))) if v % 2 == 0]
