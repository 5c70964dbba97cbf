// expect-error: 'lazy' cannot be used on an already-lazy global
// expect-kind: compile
lazy var cache = [Int]()
print(cache)
