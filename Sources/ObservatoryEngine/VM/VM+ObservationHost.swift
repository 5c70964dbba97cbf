/// The VM is the Observation model's host (`Observation/ObservationHost.swift`): it runs the lesson
/// code the model calls, says where the lesson is, and parks and wakes the tasks of
/// `Observations` loops on its scheduler.
extension VM: ObservationHost {
  func call(_ closure: Value) throws -> Value { try callValue(closure, []) }

  func call(_ closure: consuming Value, argument: consuming Value) throws -> Value {
    try callValue(closure, argument: argument)
  }

  func call(_ function: FunctionProto, on receiver: Value, argument: Value) throws -> Value {
    try callProto(function, receiver: receiver, [argument])
  }

  func isEqual(_ a: Value, _ b: Value) throws -> Bool { try Operators.equals(self, a, b) }

  var now: Int { scheduler.now }

  var taskName: String { fiberLabel }

  var taskIsCancelled: Bool { currentIsCancelled }

  func park(_ iterator: ObservationsIterator) throws {
    iterator.fiber = fiber
    try suspend(.observations(iterator))
  }

  func wake(_ iterator: ObservationsIterator) {
    guard let f = iterator.fiber, scheduler.wake(f) else { return }
    f.resumeCause = Cause(
      loop: iterator.label, task: f.name, notification: trace.cause?.notification ?? 0, writeAt: trace.cause?.writeAt)
  }

  func invalidateViews(holding object: Instance) -> [String] { viewHost?.legacyWillChange(object) ?? [] }
}
