/// `:why X` and `:whynot X`: the causal chain behind an observer's last run, or the reason it has
/// not run. No REPL or devtool of a reactive system answers "why did this *not* update"; the
/// reasons here are the ways Observation actually stays silent.
package enum Explain {
  package static func why(_ vm: VM, _ name: String) -> [String] {
    let h = vm.observerHistory
    guard let o = h.find(name) else { return unknownObserver(h, name) }
    guard let cause = o.lastCause else {
      return ["\(o.label) has not been triggered by any change yet (it is \(o.stateText)).", "try :whynot \(o.label)"]
    }
    var out: [String] = []
    let write = cause.line.map { "line \($0)" } ?? "a write"
    let read = o.reads.first { $0.label == cause.property }
    switch o.kind {
    case .oneShot:
      out.append("\(write) changed \(cause.property)")
      out.append("→ willSet of \(cause.property) ran \(o.label)'s onChange before the new value was stored (R4)")
      out.append("   because \(o.label)'s apply closure read \(cause.property)\(where: read?.line)" + armed(o))
      out.append("→ then \(o.label) was cancelled on everything it read: one-shot (R5)")
    case .sink:
      out.append("\(write) changed \(cause.property), a @Published property of \(o.holds.joined(separator: ", "))")
      out.append("→ in its willSet, the object's objectWillChange fired and ran \(o.label)'s closure, before the store")
      out.append("   (simulated from Apple's documentation: Combine does not exist on Linux)")
    case .persistent:
      out.append("\(write) changed \(cause.property)")
      out.append("→ \(o.label)'s willSet callback ran before the store and its didSet after (R10)")
      out.append(
        "   because it read \(cause.property)\(where: read?.line)" + armed(o) + "; it stays armed until cancelled")
    case .loop:
      out.append("\(write) changed \(cause.property)")
      out.append(
        "→ its willSet woke \(o.label), which read \(cause.property)\(where: read?.line) in its last evaluation")
      out.append(
        "→ the loop evaluated again once the writer suspended, so writes until then were one transaction (R16)")
    case .view:
      if cause.property.hasSuffix(".objectWillChange") {
        let object = String(cause.property.dropLast(".objectWillChange".count))
        out.append("\(write) changed a @Published property of \(object)")
        out.append("→ \(object).objectWillChange fired; it does not say which property changed")
        out.append("→ \(o.label) holds \(object), so it was marked dirty whatever its body read (legacy model)")
      } else {
        out.append("\(write) changed \(cause.property)")
        out.append("→ willSet of \(cause.property) marked \(o.label) dirty: its body read it\(where: read?.line)")
      }
      out.append("→ the next settle() ran \(o.label)'s body again, once, with fresh tracking")
    }
    if o.kind == .loop, let ending = o.ending, [.ended, .cancelled, .finished].contains(o.state) {
      out.append("(\(o.label) has ended since: \(ending.text))")
    }
    return out
  }

  private static func armed(_ o: History.Observer) -> String {
    o.armedLine.map { " (armed at line \($0))" } ?? ""
  }

  package static func whyNot(_ vm: VM, _ name: String) -> [String] {
    let h = vm.observerHistory
    guard let o = h.find(name) else { return unknownObserver(h, name) }
    var out: [String] = []
    // Legacy views and sinks: they hear objects, not properties.
    if (o.kind == .view || o.kind == .sink) && !o.holds.isEmpty {
      out.append(
        "\(o.label) holds \(o.holds.joined(separator: ", ")) and re-runs on every objectWillChange of \(o.holds.count == 1 ? "it" : "them")"
      )
      let nested = h.writes.reversed().first { w in
        guard case .willChange = w.outcome else { return false }
        let owner = w.label.split(separator: ".").dropLast().joined(separator: ".")
        return o.holds.contains { owner.hasPrefix($0 + ".") }
      }
      if let w = nested {
        let owner = w.label.split(separator: ".").dropLast().joined(separator: ".")
        out.append(
          "legacy nested object: line \(w.line.map(String.init) ?? "?") changed \(w.label), which fired the objectWillChange of \(owner) — an object \(o.label) does not hold. A @Published property holding another ObservableObject fires only when the reference is replaced (L4)"
        )
      } else {
        out.append("no @Published property of \(o.holds.joined(separator: ", ")) changed since its last body run")
      }
      return out
    }
    switch o.state {
    case .fired where o.kind == .oneShot:
      out.append(
        "one-shot already fired: \(o.lastCause.map { "\($0.property) changed\(where: $0.line)" } ?? "a change") ran its onChange, and \(o.label) was then cancelled (R5). Nothing re-armed it, so later writes reach nobody. Re-arm by calling withObservationTracking again once the change has landed"
      )
      return out
    case .cancelled where o.kind == .loop, .ended,
      .finished where o.kind == .loop:
      out.append(
        "\(o.label) has ended: \(o.ending?.text ?? "its sequence finished"). It no longer waits for anything, so no write can run it again"
      )
      if let cause = o.lastCause {
        out.append("its last run came from \(cause.property) changing\(where: cause.line) (:why \(o.label))")
      }
      return out
    case .cancelled:
      out.append("\(o.label) was cancelled before anything it read changed")
      return out
    case .finished:
      out.append("\(o.label) has finished: its untilFinished closure returned .finish (or its task ended)")
      return out
    case .dirty:
      out.append(
        "\(o.label) is dirty (\(o.lastCause.map { "\($0.property) changed\(where: $0.line)" } ?? "a change")): its body runs again at the next settle()"
      )
      return out
    default: break
    }
    if o.reads.isEmpty && o.computed.isEmpty {
      if o.kind == .loop {
        out.append(
          "loop parked with no dependencies: \(o.label)'s closure read nothing observable in its last evaluation, so no write can wake it; it waits until its task is cancelled (R25)"
        )
      } else {
        out.append("\(o.label) read nothing observable, so nothing was installed and it can never run (R2)")
      }
      let invisible = h.invisibleReads.filter { $0.scope == o.label }
      for r in invisible.prefix(4) {
        out.append(
          "  it read \(r.label)\(where: r.line), but \(r.label) \(r.reason.text)"
            + (r.reason.isIgnored
              ? ": reads of it are not recorded" : ": only @Observable classes record reads"))
      }
      if let armedLine = o.armedLine {
        // Reads just before the scope began (a few lines up) are the likely culprits.
        let outside = h.untrackedReads.filter { r in (r.line ?? 0) < armedLine && (r.line ?? 0) >= armedLine - 5 }
          .suffix(3)
        for r in outside {
          out.append(
            "  read outside one: \(r.label) was read at line \(r.line.map(String.init) ?? "?"), before the tracking scope began; only reads while the scope runs count"
          )
        }
      }
      if invisible.isEmpty, o.kind != .loop, h.untrackedReads.isEmpty {
        out.append("  never read inside a tracking scope: move the reads into the apply closure")
      }
      return out
    }
    // Armed, nothing it read changed. Look for near misses among the writes made since.
    let readKeys = Set(o.reads.map { "\($0.className).\($0.field)" })
    let readLabels = Set(o.reads.map(\.label) + o.computed.flatMap(\.from))
    var found = false
    for w in h.writes where w.seq >= o.armedAtWrite {
      if readLabels.contains(w.label) {
        if case .sameValue = w.outcome {
          out.append(
            "same-value write filtered: line \(w.line.map(String.init) ?? "?") assigned \(w.label) the value it already had; the setter stored it without willSet (R7). `+= 0` or another in-place change would notify (R8)"
          )
          found = true
        }
      } else if readKeys.contains("\(w.className).\(w.field)") {
        out.append(
          "a different instance: line \(w.line.map(String.init) ?? "?") wrote \(w.label), but \(o.label) read \(o.reads.filter { $0.field == w.field }.map(\.label).joined(separator: ", ")) — the same property of another object"
        )
        found = true
      }
      if out.count > 6 { break }
    }
    let ignored = h.invisibleReads.filter { $0.scope == o.label }
    for r in ignored.prefix(3) {
      out.append(
        "\(o.label) also read \(r.label)\(where: r.line), but it \(r.reason.text), so changes to it are invisible")
      found = true
    }
    if !found {
      out.append("\(o.label) is \(o.stateText); nothing it read has changed since it was armed")
    }
    out.insert(
      "\(o.label) observes \((o.computed.map { "\($0.label) (computed)" } + o.reads.map(\.label)).joined(separator: ", "))",
      at: 0)
    return out
  }

  private static func unknownObserver(_ h: History, _ name: String) -> [String] {
    let names = h.allObservers.map(\.label)
    guard !names.isEmpty else {
      return ["nothing named \(name) has observed anything: no tracking, loop or view exists yet"]
    }
    let near = names.min { editDistance($0, name) < editDistance($1, name) }
    return [
      "no observer is called \(name)" + (near.map { " (did you mean \($0)?)" } ?? ""),
      "observers so far: " + names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", …" : ""),
    ]
  }
}

extension LoopEnding {
  /// How the loop ended, in the words `:why`, `:whynot` and the graph use.
  var text: String {
    switch self {
    case .cancelledBeforeStart: return "its task was cancelled before it started (R22)"
    case .cancelled: return "its task was cancelled (R22)"
    case .cancelledWhileWaiting: return "its task was cancelled while it waited (R22)"
    case .threw(let error): return "its closure threw \(error) (R22)"
    case .finished: return "its closure returned .finish (R22)"
    case .exited: return "its for-await loop exited (break, return or throw)"
    }
  }
}

extension History.Invisibility {
  /// Why the read recorded nothing, in words.
  var text: String {
    switch self {
    case .ignored: return "is @ObservationIgnored"
    case .legacy: return "belongs to an ObservableObject (legacy: no per-property tracking)"
    case .notObservable(let name): return "belongs to \(name), which is not @Observable"
    case .outsideScope: return "was read outside any tracking scope"
    }
  }

  var isIgnored: Bool {
    if case .ignored = self { return true }
    return false
  }
}
