//: # A trap: a failed precondition, after a passing and a failing #expect
var level = 3
#expect(level == 3)
#expect(level > 5)
print("level \(level)")
precondition(level > 5, "level too low")
print("never")
