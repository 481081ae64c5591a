(If3 IsCheck 0 5)
