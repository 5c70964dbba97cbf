/// A REPL entry typed while a lesson is paused between steps runs beside it: it sees and can
/// change the lesson's objects, but it runs alone — no task of the lesson runs and the virtual
/// clock does not move — so that the lesson's next step shows what `observatory run` shows
/// there. An entry that would wait (an `await` that suspends) or start a task stops with an error
/// instead, since either would let the lesson's tasks run. The lesson's instruction budget and
/// the names of its objects are left as they were. (Not an `extension VM`: it uses only what the
/// VM offers the module.)
package enum PausedLessonEntry {
  /// Runs `script` on a main fiber of its own, beside `vm`'s paused lesson's.
  package static func run(_ script: FunctionProto, classes: [ClassInfo], in vm: VM) throws {
    let budget = (vm.instructionsRun, vm.sliceLeft)
    vm.inspecting = true
    vm.naming.freeze(classes)
    defer {
      vm.inspecting = false
      vm.naming.thaw()
      vm.instructionsRun = budget.0
      vm.sliceLeft = budget.1
    }
    try vm.besideMain {
      try vm.start(script)
      vm.resetBudget()
      while true {
        let r = try vm.run(vm.mainFiber)
        if case .finished? = r { return }
        if r == nil {
          // Suspending was refused above; a fiber that parked anyway must not be left waiting.
          vm.abandonMain()
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
