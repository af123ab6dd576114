import torch
import torch.nn as nn
import torch.nn.functional as F

# Distillation-style training: a student fits a teacher's softened probabilities with cross_entropy on soft targets.
torch.manual_seed(5)
teacher = nn.Linear(6, 4)
student = nn.Linear(6, 4)
optimizer = torch.optim.Adam(student.parameters(), lr=0.05)
data = torch.randn(16, 6)
with torch.no_grad():
    soft_targets = F.softmax(teacher(data) / 2.0, dim=-1)
for step in range(12):
    optimizer.zero_grad()
    loss = F.cross_entropy(student(data), soft_targets, label_smoothing=0.05)
    loss.backward()
    optimizer.step()
    print(step, loss.item(), loss.grad_fn.name())
print(student.weight.grad)
print(student.bias)
logits = torch.randn(3, 5, requires_grad=True)
loss = F.cross_entropy(logits, torch.rand(3, 5), reduction='none')
print(loss, loss.grad_fn.name())
loss.sum().backward()
print(logits.grad)
