class Animal:
    count = 0
    def __init__(self, name, sound="..."):
        self.name = name
        self.sound = sound
        Animal.count += 1
    def speak(self):
        return f"{self.name} says {self.sound}"
class Dog(Animal):
    def __init__(self, name):
        super().__init__(name, "woof")
    def speak(self):
        return super().speak() + "!"
class Cat(Animal):
    def __init__(self, name):
        super().__init__(name, sound="meow")
pets = [Dog("Rex"), Cat("Tom"), Animal("Generic")]
for pet in pets:
    print(pet.speak(), isinstance(pet, Dog), type(pet).__name__)
print(Animal.count, hasattr(pets[0], "sound"), getattr(pets[1], "name"), issubclass(Dog, Animal))
print(pets[0].__class__.__name__)
pets[2].name = "Renamed"
print(vars(pets[2]))
