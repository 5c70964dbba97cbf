/// The simulated main actor: one fiber runs at a time and keeps the actor until it suspends
/// (a sleep, `Task.yield()`, awaiting a task, waiting for the next element of an async
/// sequence). Then ready fibers run in FIFO order; when none is ready the virtual clock jumps to
/// the next timer. Sleepers due at one instant wake one at a time, in the order their sleeps
/// began, each after what the one before made ready has run: two sleeps of 10 ms begun one after
/// the other end one after the other, as Swift's usually do (a race in Swift; verified against
/// Swift 6.3.1 with an `AsyncStream` fed by two sleeping producers). Minutes of virtual time cost
/// nothing, and every run is the same.
package final class Scheduler {
  /// What a parked fiber waits for.
  enum Wait {
    case sleep(until: Int)
    /// `Task.yield()`: straight to the back of the ready queue.
    case yield
    case task(TaskHandle)
    case observations(ObservationsIterator)
    /// Waiting in an `AsyncStream`'s `next()` for an element or the end.
    case stream(AsyncStreamIterator)
    /// `dispatchMain()`: nothing wakes it; the program ends by `exit`.
    case forever
  }

  /// Virtual time in nanoseconds since the lesson started.
  package private(set) var now = 0
  private var ready: [Fiber] = []
  private var readyHead = 0
  private var timers: [(deadline: Int, seq: Int, fiber: Fiber)] = []
  private var timerSeq = 0
  /// The fiber that stopped at a step boundary without suspending: it runs again first.
  var continuing: Fiber?
  private(set) var waits: [ObjectIdentifier: (Fiber, Wait)] = [:]
  private var fiberCount = 0
  let trace: Trace

  init(trace: Trace) { self.trace = trace }

  func newFiberId() -> Int {
    fiberCount += 1
    return fiberCount
  }

  func makeReady(_ f: Fiber) {
    ready.append(f)
  }

  /// Parks a fiber that suspended.
  func park(_ f: Fiber, _ wait: Wait) {
    if case .yield = wait {
      ready.append(f)
      return
    }
    waits[ObjectIdentifier(f)] = (f, wait)
    switch wait {
    case .sleep(let until):
      timerSeq += 1
      // Equal deadlines wake in the order the sleeps began.
      let entry = (deadline: until, seq: timerSeq, fiber: f)
      let i = timers.firstIndex { $0.deadline > until } ?? timers.count
      timers.insert(entry, at: i)
    case .task, .observations, .stream, .yield, .forever: break
    }
  }

  /// Makes a parked fiber ready again; returns false if it was not parked.
  @discardableResult
  func wake(_ f: Fiber) -> Bool {
    guard waits.removeValue(forKey: ObjectIdentifier(f)) != nil else { return false }
    timers.removeAll { $0.fiber === f }
    ready.append(f)
    return true
  }

  func wait(of f: Fiber) -> Wait? { waits[ObjectIdentifier(f)]?.1 }

  /// The next fiber to run, advancing the clock when nothing is ready. Nil: nothing can ever run.
  func next() -> Fiber? {
    if let f = continuing {
      continuing = nil
      return f
    }
    if readyHead < ready.count {
      let f = ready[readyHead]
      readyHead += 1
      if readyHead > 64 && readyHead * 2 > ready.count {
        ready.removeFirst(readyHead)
        readyHead = 0
      }
      return f
    }
    guard let first = timers.first else { return nil }
    let before = now
    now = first.deadline
    if now > before {
      trace.record(.schedule(.clockJumps(to: now, by: now - before)))
    }
    // One sleeper wakes at a time: what it makes ready runs before the next timer of the same
    // deadline fires (two sleeps of 10 ms begun one after the other end one after the other).
    let t = timers.removeFirst()
    waits.removeValue(forKey: ObjectIdentifier(t.fiber))
    ready.append(t.fiber)
    return next()
  }

  /// The fibers ready to run, in the order they will run.
  var readyFibers: ArraySlice<Fiber> { ready[readyHead...] }

  /// The next ready fiber, without moving the clock (nil when every fiber waits).
  func nextReady() -> Fiber? {
    guard readyHead < ready.count else { return nil }
    let f = ready[readyHead]
    readyHead += 1
    return f
  }

  /// `50ms`, `1.5s`, `250µs`, `20ns`.
  package static func format(_ ns: Int) -> String {
    if ns == 0 { return "0ms" }
    if ns % 1_000_000 == 0 {
      let ms = ns / 1_000_000
      return ms % 1000 == 0 && ms >= 1000 ? "\(ms / 1000)s" : "\(ms)ms"
    }
    if ns % 1000 == 0 { return "\(ns / 1000)µs" }
    return "\(ns)ns"
  }
}
