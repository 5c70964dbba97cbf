// expect-error: nested too deeply to print
// expect-kind: runtime
var a: [Any] = []
for _ in 0..<200_000 {
  a = [a]
}
print(a)
