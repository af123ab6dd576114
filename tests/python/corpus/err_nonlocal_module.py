print("start")
nonlocal counter
