class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed = needed
        self.available = available
def withdraw(balance, amount):
    if amount > balance:
        raise InsufficientFunds(amount, balance)
    return balance - amount
try:
    withdraw(50, 80)
except InsufficientFunds as e:
    print("failed:", e, e.needed - e.available)
print(withdraw(100, 30))
withdraw(10, 20)
