class Score:
    pass
print(sorted([Score(), Score()]))
