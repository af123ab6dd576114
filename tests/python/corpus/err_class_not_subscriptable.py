class Model:
    pass
print(Model()[0])
