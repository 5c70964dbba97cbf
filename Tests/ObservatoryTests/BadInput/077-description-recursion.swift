// expect-error: calls from the runtime back into the lesson
// expect-kind: runtime
struct S: CustomStringConvertible {
  var description: String { "\(self)" }
}
print(S())
