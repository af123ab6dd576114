print("never printed")
total := 5
