students = [("alice", 88), ("bob", 72), ("carol", 95), ("dave", 72)]
by_score = sorted(students, key=lambda s: s[1], reverse=True)
for rank, (name, score) in enumerate(by_score, start=1):
    print(f"{rank}. {name.capitalize():<6} {score:>3}")
best = max(students, key=lambda s: s[1])
print("best:", best, "average:", sum(s for _, s in students) / len(students))
grades = {name: ("A" if score >= 90 else "B" if score >= 80 else "C") for name, score in students}
print(grades)
students.sort(key=lambda s: (s[1], s[0]))
print(students)
