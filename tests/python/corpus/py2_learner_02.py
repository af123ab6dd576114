import math
r = 2.5
print("area %.3f circumference %8.2f" % (math.pi * r ** 2, 2 * math.pi * r))
print(math.sqrt(2), math.floor(-2.5), math.ceil(2.1), math.factorial(20), math.gcd(84, 36))
print(math.log(100, 10), math.log2(1024), math.exp(1) == math.e, math.hypot(3, 4))
print(round(math.sin(math.pi / 6), 10), math.isclose(0.1 + 0.2, 0.3), math.inf > 10**100)
print(divmod(17, 5), divmod(-17, 5), divmod(7.5, 2), 17 // 5, -17 % 5)
print("%5d|%-5d|%05.1f|%x|%o|%e|%s|%r" % (42, 42, 3.14159, 255, 8, 12345.678, "hi", "hi"))
