assert 1 + 1 == 3
