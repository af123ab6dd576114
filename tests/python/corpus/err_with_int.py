with 42 as x:
    pass
