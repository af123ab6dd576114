import torch
query = 5
print("before")
print(querry)
