data = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
n = len(data)
mean = sum(data) / n
var = sum((x - mean) ** 2 for x in data) / (n - 1)
print(f"mean={mean:.3f} var={var:.3f} std={var ** 0.5:.3f}")
s = sorted(data)
median = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
print("median", median, "mode", max(set(data), key=data.count), "range", max(data) - min(data))
unique = sorted(set(data))
print(unique, len(unique), set(data) - {1, 2}, {1, 2} & set(data), set("hello"))
print(sum(data[i] * data[i + 1] for i in range(n - 1)), list(zip(data, data[1:]))[:3])
