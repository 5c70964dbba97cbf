// expect-error: longer than the virtual clock
// expect-kind: runtime
try? await Task.sleep(nanoseconds: 1)
try? await Task.sleep(nanoseconds: Int.max)
