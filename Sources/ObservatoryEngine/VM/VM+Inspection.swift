/// A REPL entry typed while a lesson is paused between steps runs beside it: it sees and can
/// change the lesson's objects, but it runs alone — no task of the lesson runs and the virtual
/// clock does not move — so that the lesson's next step shows what `observatory run` shows
/// there. An entry that would wait (an `await` that suspends) or start a task stops with an error
/// instead, since either would let the lesson's tasks run. The lesson's instruction budget and
/// the names of its objects are left as they were.
extension VM {
  /// Runs `script` on a main fiber of its own, beside the paused lesson's.
  package func runBesidePausedLesson(_ script: FunctionProto, classes: [ClassInfo]) throws {
    let budget = (instructionsRun, sliceLeft)
    inspecting = true
    naming.freeze(classes)
    defer {
      inspecting = false
      naming.thaw()
      instructionsRun = budget.0
      sliceLeft = budget.1
    }
    try besideMain {
      try start(script)
      resetBudget()
      while true {
        let r = try run(mainFiber)
        if case .finished? = r { return }
        if r == nil {
          // Suspending was refused above; a fiber that parked anyway must not be left waiting.
          abandonMain()
          throw LessonError(.runtime, "the entry stopped without finishing", at: nil)
        }
      }
    }
  }
}

extension Fault {
  /// An entry typed beside a paused lesson tried to `what`, which would let the lesson's tasks run.
  static func inspection(_ what: String) -> Fault {
    Fault(
      "while a lesson is paused, an entry cannot \(what): that would let the lesson's tasks run and move its clock",
      hint: "step the lesson first (:step, :continue), or :reset to experiment on your own")
  }
}
