// expect-error: Dictionary literal contains duplicate keys ("a")
// expect-kind: runtime
let d = ["a": 1, "a": 2]
print(d)
