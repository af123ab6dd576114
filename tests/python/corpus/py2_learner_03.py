class BankAccount:
    interest = 0.02
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        return self
    def __repr__(self):
        return f"BankAccount({self.owner!r}, {self.balance})"
    def __str__(self):
        return f"{self.owner}: ${self.balance:,.2f}"
acct = BankAccount("Ana", 1000)
acct.deposit(250).deposit(1234.5)
print(acct)
print(repr(acct), [acct])
try:
    acct.deposit(-5)
except ValueError as e:
    print("error:", e)
class Savings(BankAccount):
    interest = 0.05
    def add_interest(self):
        self.balance *= 1 + self.interest
s = Savings("Bo", 100)
s.add_interest()
print(s, isinstance(s, BankAccount), type(s).__name__, Savings.interest, BankAccount.interest)
