try:
    int('x')
except TypeError:
    print('wrong handler')
