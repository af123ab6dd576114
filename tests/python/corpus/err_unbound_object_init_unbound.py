print("object without an instance")
object.__init__()
