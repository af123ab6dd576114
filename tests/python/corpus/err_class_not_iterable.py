class Model:
    pass
for layer in Model():
    print(layer)
