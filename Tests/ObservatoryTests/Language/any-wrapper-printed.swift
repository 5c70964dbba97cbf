// An undo history of untyped edits, newest first: iterating `reversed()` runs as Swift does, but
// printing the wrapper shows its base's type, `Array<Any>`, which the values do not show; the
// playground refuses that print when the lesson loads.
var history: [Any] = ["insert a", 2]
history.append("delete b")
for edit in history.reversed() { print("undo", edit) }
print(Array(history.reversed()))
print(history.reversed())
