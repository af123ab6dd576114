class Config:
    size = 4
print(Config.sise)
