class Head:
    def forward(x):
        return x
Head().forward(1)
