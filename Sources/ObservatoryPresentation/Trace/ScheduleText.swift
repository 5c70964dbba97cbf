import ObservatoryEngine

/// Scheduler and `AsyncStream` events in words (`⏱` lines).
extension TraceRenderer {
  /// `t=250ms`.
  static func clock(_ ns: Int) -> String { "t=\(Scheduler.format(ns))" }

  static func text(_ e: ScheduleEvent) -> String {
    let format = Scheduler.format
    switch e {
    case .runs(let task, let at, let resumes): return "\(clock(at)): \(task) \(resumes ? "resumes" : "starts")"
    case .exits: return "exit(0): the program ends"
    case .endsWhileWaiting(let names):
      return
        "the program ends while \(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") still waiting; in Swift the process exits and they stop with it"
    case .dispatchMain: return "main calls dispatchMain(): it waits for main-queue jobs forever"
    case .hopsBack(let task, let at): return "\(clock(at)): \(task) hops back from an actor"
    case .clockJumps(let to, let by): return "\(clock(to)): the clock jumps \(format(by)) to the next timer"
    case .schedules(let by, let task, let at): return "\(by) schedules \(task) for \(clock(at))"
    case .creates(let by, let task): return "\(by) creates \(task); it will run when \(by) suspends"
    case .sleeps(let task, let at, let duration, let until):
      return "\(clock(at)): \(task) sleeps \(format(duration)) (until \(clock(until)))"
    case .yields(let task, let at): return "\(clock(at)): \(task) yields (Task.yield)"
    case .awaits(let task, let other): return "\(task) waits for \(other) to finish"
    case .awaitsAsyncLet(let task, let child):
      return "\(task) waits for \(child), an async let its scope left, to finish"
    case .cancelled(let task, let at): return "\(clock(at)): \(task) is cancelled"
    case .finishes(let task, let error): return error.map { "\(task) ends by throwing \($0)" } ?? "\(task) finishes"
    case .stream(_, .makes(let task, let stream)): return "\(task) makes \(stream)"
    case .stream(let at, let event): return "\(clock(at)): " + text(event)
    case .advances(let scheduler, let by, let from, let to):
      return "\(scheduler) advances by \(format(by)): \(format(from)) → \(format(to))"
    case .schedulerRuns(let scheduler, let time): return "\(scheduler) at \(format(time))"
    }
  }

  static func text(_ e: StreamEvent) -> String {
    switch e {
    case .makes(let task, let stream): return "\(task) makes \(stream)"
    case .hands(let stream, let value, let to):
      return "\(stream) hands \(value) to \(to ?? "a consumer"), which waited in next()"
    case .notDelivered(let stream, let value): return "\(stream) has terminated: \(value) is not delivered"
    case .buffers(let stream, let value, let count):
      return "\(stream) buffers \(value)" + (count.map { " (\($0) buffered)" } ?? "")
    case .dropsFull(let stream, let value, let capacity):
      return "\(stream) drops \(value): its buffer of \(capacity) is full"
    case .dropsUnbuffered(let stream, let value): return "\(stream) drops \(value): it buffers nothing"
    case .buffersDroppingOldest(let stream, let value, let oldest):
      return "\(stream) buffers \(value) and drops the oldest, \(oldest)"
    case .finishes(let stream): return "\(stream) finishes"
    case .endsWait(let stream, let consumer):
      return "\(stream) ends the wait of \(consumer ?? "a consumer"): next() returns nil"
    case .cancelled(let stream, let why): return "\(stream) is cancelled: " + text(why)
    case .takes(let task, let value, let stream):
      return "\(task) takes \(value) from \(stream); next() leaves the main actor and queues to come back"
    case .hasEnded(let stream, let task):
      return "\(stream) has ended: \(task)'s next() returns nil once it is back on the main actor"
    case .waits(let task, let stream): return "\(task) waits in next() for an element of \(stream)"
    }
  }

  static func text(_ why: StreamCancellation) -> String {
    switch why {
    case .cancelledBeforeNext(let task): return "\(task) was cancelled before next()"
    case .cancelledWhileWaiting(let consumer):
      return "\(consumer ?? "the consumer")'s task was cancelled while it waited in next()"
    case .released: return "its last AsyncStream value and iterator are gone"
    }
  }
}
