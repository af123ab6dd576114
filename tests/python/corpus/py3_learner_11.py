class Temperature:
    def __init__(self, celsius):
        self._celsius = celsius
    @property
    def fahrenheit(self):
        return self._celsius * 9 / 5 + 32
    @property
    def celsius(self):
        return self._celsius
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"{value} is below absolute zero")
        self._celsius = value
t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.celsius = 100
print(f"{t.fahrenheit:.1f}")
try:
    t.celsius = -300
except ValueError as e:
    print(e)
