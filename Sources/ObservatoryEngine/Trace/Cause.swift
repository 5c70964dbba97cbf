/// What ran a piece of lesson code: the chain of observer callbacks and task resumptions between
/// the main program and it. An event without a cause ran in the main program itself, or in a task
/// that started or resumed for a reason Swift orders (a timer, a task it awaited, its creation).
///
/// Swift promises an order everywhere except among the callbacks of one notification (the willSet
/// or the didSet of one write: R13) and among the `Observations` loops that notification resumes
/// (R21). A cause records which notification it belongs to, so that `observatory verify` can
/// accept those blocks in another order, as whole blocks, and nothing else.
public final class Cause: Sendable {
  public enum Kind: Sendable, Equatable {
    /// An observer's callback (`onChange`, a persistent `willSet`/`didSet`, a loop's wake-up).
    case callback(observer: String, callback: String)
    /// A task that an `Observations` loop's tracking resumed, running until it next suspends.
    case resumption(loop: String, task: String)
  }

  /// What it is, named only when asked: a quiet run makes a cause for every callback (its output
  /// carries it) but shows none, so a callback's cause costs no string.
  public var kind: Kind {
    switch source {
    case .callback(let observer, let callback): .callback(observer: observer.label, callback: callback)
    case .resumption(let loop, let task): .resumption(loop: loop, task: task)
    }
  }
  private let source: Source
  private enum Source {
    case callback(observer: Tracking.Name, callback: String)
    case resumption(loop: String, task: String)
  }
  /// The notification it belongs to: one willSet or one didSet of one write, numbered in the order
  /// they happened. Siblings share it.
  public let notification: Int
  /// Where the write that sent the notification is.
  let writeAt: SourceLoc?
  /// The source line of the write that sent the notification.
  public var writeLine: Int? { writeAt?.line }
  /// The cause of the code that made the write (nil: the main program, or a task resumed in order).
  public let parent: Cause?
  /// How many causes lead here (1: a callback of a write in the main program).
  public let depth: Int

  private init(_ source: Source, notification: Int, writeAt: SourceLoc?, parent: Cause?) {
    self.source = source
    self.notification = notification
    self.writeAt = writeAt
    self.parent = parent
    self.depth = (parent?.depth ?? 0) + 1
  }

  /// An observer's callback (`onChange`, `willSet`, `didSet`) run by the write at `writeAt`.
  convenience init(observer: Tracking.Name, callback: String, notification: Int, writeAt: SourceLoc?, parent: Cause?) {
    self.init(
      .callback(observer: observer, callback: callback), notification: notification, writeAt: writeAt, parent: parent)
  }

  /// A task an `Observations` loop's tracking resumed.
  convenience init(loop: String, task: String, notification: Int, writeAt: SourceLoc?) {
    self.init(.resumption(loop: loop, task: task), notification: notification, writeAt: writeAt, parent: nil)
  }

  /// The rule under which Swift promises no order among siblings of this cause.
  public var rule: String {
    switch source {
    case .callback: return "R13"
    case .resumption: return "R21"
    }
  }

  /// Whether `other` is a sibling: another callback of the same notification under the same
  /// parent, or another task resumed by the same notification.
  public func isSibling(of other: Cause) -> Bool {
    guard other !== self, other.notification == notification, other.parent === parent else { return false }
    switch (source, other.source) {
    case (.callback, .callback), (.resumption, .resumption): return true
    default: return false
    }
  }

  /// The chain from the outermost cause down to this one.
  public var path: [Cause] {
    var out: [Cause] = []
    var c: Cause? = self
    while let x = c {
      out.append(x)
      c = x.parent
    }
    return out.reversed()
  }

  /// `T2 onChange` or `loop #1 resumed (in Task #3)`.
  public var label: String {
    switch kind {
    case .callback(let observer, let callback): return "\(observer) \(callback)"
    case .resumption(let loop, let task): return "\(loop) resumed (\(task))"
    }
  }
}
