print("a" "b", x y)
