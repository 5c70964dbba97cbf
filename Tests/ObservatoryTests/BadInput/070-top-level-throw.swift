// expect-error: error thrown at top level
// expect-kind: runtime
enum Failure: Error {
  case bad
}
throw Failure.bad
