class Head:
    def __init__(self):
        self.query = 1
h = Head()
print(h.querry)
