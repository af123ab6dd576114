import math
class Fraction:
    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("denominator is zero")
        g = math.gcd(num, den)
        sign = -1 if den < 0 else 1
        self.num, self.den = sign * num // g, sign * den // g
    def __add__(self, other):
        if isinstance(other, int):
            other = Fraction(other)
        return Fraction(self.num * other.den + other.num * self.den, self.den * other.den)
    __radd__ = __add__
    def __mul__(self, other):
        return Fraction(self.num * other.num, self.den * other.den)
    def __eq__(self, other):
        return (self.num, self.den) == (other.num, other.den)
    def __float__(self):
        return self.num / self.den
    def __str__(self):
        return f"{self.num}/{self.den}"
    __repr__ = __str__
half = Fraction(1, 2)
third = Fraction(1, 3)
print(half + third, half * third, 1 + half, half + 1, float(half + third), half == Fraction(2, 4))
print(sum([half, third, Fraction(1, 6)], Fraction(0)), [Fraction(i, 4) for i in range(1, 4)])
print(Fraction(3, -6), Fraction(0, 5))
Fraction(1, 0)
