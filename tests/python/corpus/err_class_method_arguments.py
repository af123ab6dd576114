class Head:
    def forward(self, x):
        return x
Head().forward(1, 2)
