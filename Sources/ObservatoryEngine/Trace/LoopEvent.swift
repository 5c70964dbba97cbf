/// What an `Observations` loop did (R14–R22, R25): its evaluations and why each ran, its waits,
/// the transactions its writers open, the elements it delivers and how it ends.
public enum LoopEvent: Sendable {
  /// The loop's task runs again after a wait (`at`: the virtual clock, in nanoseconds).
  case resumes(at: Int, task: String)
  /// `next()` in a task cancelled before the loop started: nil without evaluating.
  case cancelledBeforeStart
  /// The closure runs under a fresh tracking.
  case evaluates(why: Evaluation)
  /// `next()` in a cancelled task returns nil.
  case cancelled
  /// `next()` parks until a change to `reads` (empty: nothing can wake it).
  case waits(at: Int, reads: [String])
  /// The task was cancelled while parked in `next()`.
  case cancelledWhileWaiting
  /// The closure threw `error`: `next()` throws it, later calls return nil.
  case threw(error: String)
  /// An `untilFinished` closure returned `.finish`.
  case finished
  /// `next()` returns `value`; `readNothing`: the evaluation read nothing observable.
  case delivers(value: String, readNothing: Bool)
  /// A write reached a loop that was not waiting: its next `next()` evaluates at once.
  case markedDirty
  /// A write woke the parked loop: it evaluates when `writer` suspends.
  case transactionOpens(writer: String)

  /// Why a loop evaluates.
  public enum Evaluation: Sendable {
    /// The first `next()` (R15).
    case first
    /// A change came while it was not waiting (R19).
    case dirty
    /// It was woken and its transaction closes now.
    case transactionCloses
  }

  /// The rule the event shows, if one rule does.
  public var rule: Rule? {
    switch self {
    case .cancelledBeforeStart, .cancelled, .cancelledWhileWaiting, .threw, .finished: return .r22
    case .evaluates(why: .first): return .r15
    case .evaluates(why: .dirty), .markedDirty: return .r19
    case .waits(_, let reads): return reads.isEmpty ? .r25 : nil
    case .transactionOpens: return .r16
    case .resumes, .evaluates(why: .transactionCloses), .delivers: return nil
    }
  }
}

/// How an `Observations` loop ended, kept for the graph, `:why` and `:whynot`.
public enum LoopEnding: Sendable, Hashable {
  case cancelledBeforeStart
  case cancelled
  case cancelledWhileWaiting
  case threw(error: String)
  case finished
  /// The `for await` let go of its iterator (it broke out, returned or threw).
  case exited

  /// The rule that ends it, if one does.
  public var rule: Rule? {
    if case .exited = self { return nil }
    return .r22
  }
}
