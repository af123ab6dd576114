people = [
    {"name": "Ann", "age": 31, "city": "Oslo"},
    {"name": "Bo", "age": 25, "city": "Rome"},
    {"name": "Cy", "age": 31, "city": "Oslo"},
]
by_city = {}
for p in people:
    by_city.setdefault(p["city"], []).append(p["name"])
print(by_city)
print(sorted(people, key=lambda p: (-p["age"], p["name"]))[0]["name"], sum(p["age"] for p in people) / len(people))
ages = {p["name"]: p["age"] for p in people}
print(ages, {age for age in ages.values()}, list(ages.items())[1], sorted(ages.keys() - {"Bo"}), ages.keys() & {"Ann"})
oldest = max(people, key=lambda p: p["age"])
print(oldest["name"], [p["name"] for p in people if p["city"] == "Oslo"], people[1].get("email", "n/a"))
merged = {**ages, "Dee": 40}
merged.update(Bo=26)
print(merged, len(merged), "Dee" in merged, merged | {"Eve": 1})
print(people[3])
