class Temperature:
    def __init__(self, celsius):
        self._celsius = celsius
    @property
    def celsius(self):
        return self._celsius
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._celsius = value
    @property
    def fahrenheit(self):
        return self._celsius * 9 / 5 + 32
    @staticmethod
    def from_f(f):
        return Temperature((f - 32) * 5 / 9)
t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.celsius = 30
print(t.fahrenheit, Temperature.from_f(212).celsius)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
