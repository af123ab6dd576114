# Misspelt imports: CPython's ModuleNotFoundError names the module it could not find.
import torch

try:
    import toch
except ModuleNotFoundError as error:
    print("1:", error)
try:
    from toch import nn
except ModuleNotFoundError as error:
    print("2:", error)
try:
    import torch.foo.bar
except ImportError as error:
    print("3:", type(error).__name__, error)
try:
    import maths
except ImportError as error:
    print("4:", error)
try:
    import tensorflow as tf
except ModuleNotFoundError as error:
    print("5:", error)
import torch.nn.functionl as F
