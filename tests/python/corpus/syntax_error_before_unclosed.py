# A syntax error on the open bracket's own line comes first.
def head(:
    return 1
