import ObservatoryEngine

/// `Observations` loop events in words (`↻` lines), each citing the rule it shows.
extension TraceRenderer {
  static func text(_ e: LoopEvent) -> String {
    let text: String
    switch e {
    case .resumes(let at, let task): text = "\(clock(at)): resumes on \(task)"
    case .cancelledBeforeStart: text = "the task is already cancelled: next() returns nil without evaluating"
    case .evaluates(why: .first): text = "first next(): evaluates at once"
    case .evaluates(why: .dirty): text = "dirty: a change happened while it was not waiting, so it evaluates at once"
    case .evaluates(why: .transactionCloses): text = "the transaction closes: re-evaluates with the current values"
    case .cancelled: text = "the task is cancelled: next() returns nil"
    case .waits(let at, let reads):
      text =
        "\(clock(at)): waits for a change"
        + (reads.isEmpty
          ? " — but it read nothing observable, so nothing can wake it" : " to \(reads.joined(separator: ", "))")
    case .cancelledWhileWaiting: text = "the task was cancelled while waiting: next() returns nil"
    case .threw(let error): text = "the closure threw \(error): next() throws it; later calls return nil"
    case .finished: text = "the closure returned .finish: the sequence ends"
    case .delivers(let value, let readNothing):
      text = "delivers \(value)" + (readNothing ? " (it read nothing observable)" : "")
    case .markedDirty: text = "is not waiting: marked dirty; its next next() evaluates at once"
    case .transactionOpens(let writer):
      text = "a transaction opens: woken, but it evaluates only when \(writer) suspends"
    }
    return text + (e.rule.map { " " + cite($0) } ?? "")
  }

  /// `(R7)`: how the trace cites a rule.
  static func cite(_ rule: Rule) -> String { "(\(rule.id))" }
}
