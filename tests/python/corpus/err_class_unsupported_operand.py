class Model:
    pass
print(Model() + 1)
