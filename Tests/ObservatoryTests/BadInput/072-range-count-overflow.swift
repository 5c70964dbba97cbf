// expect-error: more elements than an Int can count
// expect-kind: runtime
print((Int.min..<Int.max).count)
