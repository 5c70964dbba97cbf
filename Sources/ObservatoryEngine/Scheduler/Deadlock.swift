/// Why a program that can no longer run waits forever (`VM.deadlock`): the chain of waits from
/// the main program to what it ultimately waits for.
extension Scheduler {
  /// One clause per link, from `main` on: who awaits which task, stream or change, and why
  /// nothing left to run can end that wait.
  func waitChain(of main: Fiber) -> [String] {
    var chain: [String] = []
    var next = wait(of: main)
    var who = "main"
    var waiter = main
    var steps = 0
    while let w = next, steps < 20 {
      steps += 1
      switch w {
      case .task(let t):
        chain.append("\(who) awaits \(t.label)")
        who = t.label
        waiter = t.fiber
        next = wait(of: t.fiber)
        if let e = t.fiber.stoppedBy {
          // In Swift that task would still be running (a runaway) or the program would have trapped.
          let place = e.loc.map { " at line \($0.line)" } ?? ""
          chain.append("\(t.label) was stopped\(place) by an earlier error, so it never finishes")
          next = nil
        }
      case .observations(let it):
        chain.append(
          "\(who) waits in \(it.label) for a change"
            + (it.lastReads.isEmpty
              ? ", but its closure read nothing observable, so no write can wake it (R25)"
              : " to \(it.lastReads.joined(separator: ", ")), and nothing left to run writes them"))
        next = nil
      case .stream(let it) where it.storage.isPreludes:
        // The prelude's own stream: a continuation nobody resumes, or a task group's children.
        let inWait = waiter.isInPrelude && waiter.frames.top.pointee.proto.name.hasSuffix("wait")
        chain.append(
          inWait
            ? "\(who) waits for its continuation to be resumed, and nothing left to run resumes it "
              + "(Swift: SWIFT TASK CONTINUATION MISUSE: leaked its continuation)"
            : "\(who) waits for the next child task of its task group to finish, and none can finish")
        next = nil
      case .stream(let it):
        chain.append(
          "\(who) waits in next() for an element of \(it.storage.label), and nothing left to run yields to it or finishes it"
        )
        next = nil
      case .sleep, .yield:
        next = nil
      case .forever:
        chain.append("\(who) called dispatchMain() and no job is left to run or call exit()")
        next = nil
      }
    }
    return chain
  }
}

extension Fiber {
  /// Whether this fiber is running (or waits in) the prelude's code: a stream it made for a
  /// continuation or a task group, which the lesson never sees by name.
  var isInPrelude: Bool {
    !frames.isEmpty && frames.top.pointee.proto.file === LessonPrelude.parsed.file
  }
}
