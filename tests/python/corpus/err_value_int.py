print(int("abc"))
