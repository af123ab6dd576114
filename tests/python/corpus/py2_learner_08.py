grades = {"alice": [88, 92, 79], "bob": [65, 70, 58], "cara": [95, 98, 100]}
def letter(avg):
    if avg >= 90:
        return "A"
    elif avg >= 80:
        return "B"
    elif avg >= 70:
        return "C"
    return "F"
report = {}
for name, marks in grades.items():
    avg = sum(marks) / len(marks)
    report[name] = (round(avg, 2), letter(avg))
for name, (avg, grade) in report.items():
    print("%-6s %6.2f %s" % (name, avg, grade))
best = max(report, key=lambda n: report[n][0])
print("best:", best, report[best])
print(sorted(grades, key=lambda n: sum(grades[n])))
print({name: max(m) - min(m) for name, m in grades.items()})
