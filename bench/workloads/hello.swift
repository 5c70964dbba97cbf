//: Start-up: the smallest program.
print("hello")
