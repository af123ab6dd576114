class Box:
    pass


box = Box()
print("never printed")
if (box.size := 3) > 2:
    print(box.size)
