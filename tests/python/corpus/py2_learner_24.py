from dataclasses import dataclass, field
@dataclass
class Item:
    name: str
    price: float
    qty: int = 1
    def total(self):
        return self.price * self.qty
@dataclass
class Cart:
    owner: str
    items: list = field(default_factory=list)
    def add(self, item):
        self.items.append(item)
    def total(self):
        return sum(i.total() for i in self.items)
cart = Cart("zoe")
cart.add(Item("pen", 1.2, 3))
cart.add(Item("book", 12.5))
print(cart)
print(f"{cart.owner} owes {cart.total():.2f}")
cheapest = min(cart.items, key=lambda i: i.price)
print(cheapest, cheapest == Item("pen", 1.2, 3), Item("a", 1) == Item("a", 1.0))
