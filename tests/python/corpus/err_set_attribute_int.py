x = 5
x.size = 3
