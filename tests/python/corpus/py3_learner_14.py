from dataclasses import dataclass, field

@dataclass
class Item:
    name: str
    price: float
    quantity: int = 1
    tags: list = field(default_factory=list)

    def total(self):
        return self.price * self.quantity

cart = [Item("pen", 1.5, 4), Item("book", 12.99), Item("bag", 30.0, 1, ["school"])]
print(cart[0])
print(sum(i.total() for i in cart), sorted(cart, key=lambda i: i.total())[0].name)
print(Item("pen", 1.5, 4) == cart[0], cart[2].tags)
