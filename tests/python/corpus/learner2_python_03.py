total_seconds = 3725
minutes, seconds = divmod(total_seconds, 60)
hours, minutes = divmod(minutes, 60)
print(f"{hours:02d}:{minutes:02d}:{seconds:02d}")
print(divmod(-7, 2), divmod(7.5, 2))
print(-7 // 2, -7 % 2, 7 % -3)
