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
    def __str__(self):
        return f"{self.owner}: ${self.balance:,.2f}"
acct = BankAccount("Grace", 1000)
acct.deposit(250).deposit(50.5)
print(acct)
print(BankAccount.interest, acct.interest, isinstance(acct, BankAccount))
try:
    acct.deposit(-5)
except ValueError as error:
    print("Error:", error)
acct.deposit(0)
