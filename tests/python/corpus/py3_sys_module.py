import sys
print(sys.version_info >= (3, 8), sys.version_info[:2], sys.version_info.major, sys.version_info.minor)
print(sys.version_info)
print(sys.maxsize, sys.maxsize + 1, sys.getrecursionlimit(), sys.platform)
written = sys.stdout.write("no newline here")
sys.stdout.write("\n")
print(written, sys.stdout.write("héllo\n"))
sys.stdout.flush()
print(sys.stdout)
if sys.version_info < (3, 0):
    print("old python")
try:
    sys.exit("leaving early")
except SystemExit as error:
    print("caught:", error, repr(error))
try:
    sys.exit()
except SystemExit as error:
    print("caught empty:", repr(error))
try:
    sys.stdout.write(42)
except TypeError as error:
    print(error)
print("the end")
sys.exit(0)
print("never printed")
