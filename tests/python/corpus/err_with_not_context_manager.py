with open_thing:
    pass
