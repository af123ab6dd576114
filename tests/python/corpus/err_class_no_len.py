class Model:
    pass
print(len(Model()))
