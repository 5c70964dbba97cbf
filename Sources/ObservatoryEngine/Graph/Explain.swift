/// `:why X` and `:whynot X`: the causal chain behind an observer's last run, or the reason it has
/// not run. No REPL or devtool of a reactive system answers "why did this *not* update"; the
/// reasons here are the ways Observation actually stays silent. The answer is computed from the
/// history when asked and kept as data (`Explanation`); `ObservatoryPresentation` words it.
package enum Explain {
  package static func why(_ vm: VM, _ name: String) -> [Explanation] {
    let h = vm.observerHistory
    guard let o = h.find(name) else { return unknownObserver(h, name) }
    guard let cause = o.lastCause else { return [.notTriggered(observer: o.label, status: o.status)] }
    let c = WriteCause(property: cause.property, line: cause.line)
    let readLine = o.reads.first { $0.label == cause.property }?.line
    var out: [Explanation]
    switch o.kind {
    case .oneShot: out = [.oneShotFired(observer: o.label, cause: c, readLine: readLine, armedLine: o.armedLine)]
    case .sink: out = [.sinkRan(observer: o.label, cause: c, holds: o.holds)]
    case .persistent:
      out = [.persistentRan(observer: o.label, cause: c, readLine: readLine, armedLine: o.armedLine)]
    case .loop: out = [.loopWoken(observer: o.label, cause: c, readLine: readLine)]
    case .view:
      if cause.property.hasSuffix(".objectWillChange") {
        let object = String(cause.property.dropLast(".objectWillChange".count))
        out = [.legacyViewDirtied(observer: o.label, object: object, line: cause.line)]
      } else {
        out = [.viewDirtied(observer: o.label, cause: c, readLine: readLine)]
      }
    }
    if o.kind == .loop, let ending = o.ending, [.ended, .cancelled, .finished].contains(o.state) {
      out.append(.loopEndedSince(observer: o.label, ending: ending))
    }
    return out
  }

  package static func whyNot(_ vm: VM, _ name: String) -> [Explanation] {
    let h = vm.observerHistory
    guard let o = h.find(name) else { return unknownObserver(h, name) }
    let cause = o.lastCause.map { WriteCause(property: $0.property, line: $0.line) }
    var out: [Explanation] = []
    // Legacy views and sinks: they hear objects, not properties.
    if (o.kind == .view || o.kind == .sink) && !o.holds.isEmpty {
      out.append(.holdsObjects(observer: o.label, objects: o.holds))
      let nested = h.writes.reversed().first { w in
        guard case .willChange = w.outcome else { return false }
        let owner = w.label.split(separator: ".").dropLast().joined(separator: ".")
        return o.holds.contains { owner.hasPrefix($0 + ".") }
      }
      if let w = nested {
        let owner = w.label.split(separator: ".").dropLast().joined(separator: ".")
        out.append(.legacyNestedObject(observer: o.label, line: w.line, property: w.label, owner: owner))
      } else {
        out.append(.noPublishedChange(objects: o.holds))
      }
      return out
    }
    switch o.state {
    case .fired where o.kind == .oneShot: return [.oneShotAlreadyFired(observer: o.label, cause: cause)]
    case .cancelled where o.kind == .loop, .ended,
      .finished where o.kind == .loop:
      out.append(.loopHasEnded(observer: o.label, ending: o.ending))
      if let cause { out.append(.lastRunCame(observer: o.label, cause: cause)) }
      return out
    case .cancelled: return [.cancelledBeforeAChange(observer: o.label)]
    case .finished: return [.finished(observer: o.label)]
    case .dirty: return [.viewIsDirty(observer: o.label, cause: cause)]
    default: break
    }
    if o.reads.isEmpty && o.computed.isEmpty {
      out.append(o.kind == .loop ? .loopReadNothing(observer: o.label) : .readNothing(observer: o.label))
      let invisible = h.invisibleReads.filter { $0.scope == o.label }
      for r in invisible.prefix(4) {
        out.append(.readWasInvisible(property: r.label, line: r.line, reason: r.reason))
      }
      if let armedLine = o.armedLine {
        // Reads just before the scope began (a few lines up) are the likely culprits.
        let outside = h.untrackedReads.filter { r in (r.line ?? 0) < armedLine && (r.line ?? 0) >= armedLine - 5 }
          .suffix(3)
        for r in outside { out.append(.readBeforeTheScope(property: r.label, line: r.line)) }
      }
      if invisible.isEmpty, o.kind != .loop, h.untrackedReads.isEmpty { out.append(.neverReadInAScope) }
      return out
    }
    // Armed, nothing it read changed. Look for near misses among the writes made since.
    let readKeys = Set(o.reads.map { "\($0.className).\($0.field)" })
    let readLabels = Set(o.reads.map(\.label) + o.computed.flatMap(\.from))
    var found = false
    for w in h.writes where w.seq >= o.armedAtWrite {
      if readLabels.contains(w.label) {
        if case .sameValue = w.outcome {
          out.append(.sameValueWrite(line: w.line, property: w.label))
          found = true
        }
      } else if readKeys.contains("\(w.className).\(w.field)") {
        let same = o.reads.filter { $0.field == w.field }.map(\.label)
        out.append(.otherInstanceWritten(observer: o.label, line: w.line, property: w.label, read: same))
        found = true
      }
      if out.count > 6 { break }
    }
    let ignored = h.invisibleReads.filter { $0.scope == o.label }
    for r in ignored.prefix(3) {
      out.append(.alsoReadInvisible(observer: o.label, property: r.label, line: r.line, reason: r.reason))
      found = true
    }
    if !found { out.append(.nothingReadChanged(observer: o.label, status: o.status)) }
    out.insert(.observes(observer: o.label, computed: o.computed.map(\.label), reads: o.reads.map(\.label)), at: 0)
    return out
  }

  private static func unknownObserver(_ h: ObservationHistory, _ name: String) -> [Explanation] {
    let names = h.allObservers.map(\.label)
    guard !names.isEmpty else { return [.noObserversYet(name: name)] }
    let near = names.min { editDistance($0, name) < editDistance($1, name) }
    return [.noSuchObserver(name: name, nearest: near, known: names)]
  }
}
