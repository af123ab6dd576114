class Head:
    pass
h = Head()
h(5)
