import sys
values = [3, 1, 2]
if sorted(values) != values:
    print("checking", values)
    sys.exit("error: values are not sorted")
print("sorted")
