// expect-error: contains the key "a" twice
// expect-kind: runtime
let d = ["a": 1, "a": 2]
print(d)
