/// `withObservationTracking(_:onChange:)` (R1–R6) and the SPI
/// `withObservationTracking(_:willSet:didSet:)` (R10): the apply closure runs in a tracking scope;
/// what it read gets one tracking, one-shot (willSet only, cancelled after its first fire) or
/// persistent (willSet and/or didSet until cancelled). Nothing read, nothing installed (R2).
extension ObservationRuntime {
  /// The builtin's body: `args` are the apply closure and the handlers, `labels` their labels.
  func withObservationTracking(_ args: [Value], _ labels: [Int?]) throws -> Value {
    let handlers = Sym.onChange.rawValue...Sym.didSet.rawValue  // onChange:, willSet:, didSet:
    guard args.count >= 2, labels.count == args.count, labels.dropFirst().allSatisfy({ handlers.contains($0 ?? -1) })
    else {
      throw Fault(
        "withObservationTracking takes an apply closure and onChange: (or willSet:/didSet:)",
        hint: "write: withObservationTracking { _ = model.value } onChange: { print(\"changed\") }")
    }
    let id = nextTrackingId()
    let scopeLabel = { Tracking.Name.numbered(id) }  // named only when the trace shows it
    let line = trace.tracedLine
    var (result, list) = try tracking(label: scopeLabel()) { try host.call(args[0]) }
    defer { recycle(&list) }
    // R2: nothing read, nothing installed (and the onChange expression is never evaluated).
    if list.isEmpty {
      trace.record(.nothingTracked(scope: scopeLabel()))
      history?.armed(scopeLabel(), kind: .oneShot, reads: [], line: line)
      history?.find(scopeLabel())?.state = .inert
      return result
    }
    let tracking: Tracking
    let oneShot = labels[1] == Sym.onChange.rawValue
    if oneShot {
      var handler = args[1]
      if case .closure(let c) = handler, c.proto.name == "autoclosure" { handler = try host.call(handler) }
      tracking = Tracking(id: id, label: nil, handler: .oneShot(onChange: handler), line: line, reads: readLabels(list))
      install(tracking, over: list, willSet: true, didSet: false)
    } else {
      var willSet: Value? = nil
      var didSet: Value? = nil
      for (a, l) in zip(args.dropFirst(), labels.dropFirst()) {
        if l == Sym.willSet.rawValue { willSet = a } else { didSet = a }
      }
      tracking = Tracking(
        id: id, label: nil, handler: .persistent(willSet: willSet, didSet: didSet), line: line,
        reads: readLabels(list))
      install(tracking, over: list, willSet: willSet != nil, didSet: didSet != nil)
    }
    trace.record(.armed(tracking: tracking.label, reads: list.labels, persistent: !oneShot))
    return result
  }

  /// What a tracking read, named for the trace; a quiet run names nothing (the reads stay
  /// (object, field) pairs in the registrars).
  func readLabels(_ list: AccessList) -> [String] { trace.isListening ? list.labels : [] }
}
