super().__init__()
