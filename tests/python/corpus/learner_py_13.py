class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
    def __str__(self):
        return f"{self.name} says {self.speak()}"
class Dog(Animal):
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def speak(self):
        return "woof"
d = Dog("rex", "lab")
print(d)
print(d.breed, isinstance(d, Animal), issubclass(Dog, Animal))
print(Animal("cat"))
