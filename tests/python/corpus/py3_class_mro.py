class Animal:
    """Something alive."""
    def speak(self):
        return "..."
class Pet:
    pass
class Dog(Animal, Pet):
    def speak(self):
        return "woof"
class Puppy(Dog):
    pass
print(Puppy.__mro__)
print([cls.__name__ for cls in Puppy.__mro__], Puppy.__mro__[1].__name__, Dog.__bases__)
print(Animal.__mro__, Puppy.__doc__, Animal.__doc__, Puppy().speak())
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print([k.__name__ for k in D.__mro__])
class MyError(ValueError):
    pass
print(MyError.__mro__)
