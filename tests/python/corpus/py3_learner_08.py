class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        raise NotImplementedError("subclasses must speak")
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"
class Dog(Animal):
    def speak(self):
        return f"{self.name} says woof"
class Cat(Animal):
    def speak(self):
        return f"{self.name} says meow"
pets = [Dog("Rex"), Cat("Tom")]
for pet in pets:
    print(pet.speak())
print(pets, isinstance(pets[0], Animal), issubclass(Cat, Animal))
try:
    Animal("generic").speak()
except NotImplementedError as error:
    print("NotImplementedError:", error)
