import ObservatoryEngine
import ObservatoryPresentation

/// The comparison of a playground run with a real one. The lines (output and failed `#expect`s)
/// must come in an order Swift allows (`OutputOrder`: exact, except whole blocks of sibling
/// callbacks, R13, or of loops one write resumed, R21, and every such reordering is named in a
/// note; where the recording's events show its observers' order, the playground replays it,
/// `PlaygroundSide.replayed(for:)`, and R13's blocks are exact); so must the events, among the lines (`EventComparison`); both must end the same way (to the end with the same exit status and the same
/// `#expect` counts, or the same trap on the same line, or neither ever ending).
enum Comparison {
  static func quote(_ s: String) -> String { "«" + s + "»" }
  static func where_(_ line: Int?) -> String { line.map { "line \($0)" } ?? "at the end" }

  static func compare(_ p: PlaygroundSide, _ r: RecordedRun, into result: inout Verifier.Result) {
    compareBuild(r, into: &result)
    compareSeal(r, lessonHash: p.lessonHash, into: &result)
    // Where the recording's events show the order its observers ran in, the playground runs in
    // that order and the comparison is exact (R13); without events, whole blocks may change places.
    let replay = p.replayed(for: r)
    let side = replay ?? p
    let fixed: Set<String> = replay != nil ? ["R13"] : []
    if let orders = side.replayedOrders, !orders.isEmpty {
      result.notes += notes(orders)
      result.notes.append(
        "the playground ran those observers in the real run's order (replayed from its events), so what they "
          + "print and do is compared exactly")
    }
    let before = result.divergences.count
    compareLines(side, r, fixed: fixed, into: &result)
    compareEvents(side, r, fixed: fixed, linesAgree: result.divergences.count == before, into: &result)
    compareEndings(side, r, into: &result)
  }

  // MARK: - What built it

  /// The recording's first line against what it holds: the real Combine exists on macOS only and
  /// a program built there always uses it (`#if canImport(Combine)`); a trap's report names the
  /// machine (`Platform: x86_64 Linux`), which must be the one the first line claims.
  static func compareBuild(_ r: RecordedRun, into result: inout Verifier.Result) {
    guard let b = r.build else { return }
    let parts = b.platform.split(separator: " ").map(String.init)
    let (os, arch) = (parts.first ?? "", parts.count > 1 ? parts[1] : "")
    if b.realCombine && os != "macOS" {
      result.divergences.append(
        "the recording says its legacy parts ran on the real Combine, but it was made on \(b.platform), where "
          + "Combine does not exist: edited?")
    } else if os == "macOS" && !b.realCombine {
      result.divergences.append(
        "the recording was made on macOS, where the program always runs its legacy parts on the real Combine, "
          + "but its first line does not say so: edited?")
    }
    if let machine = r.crashPlatform, machine != "\(arch) \(os)" {
      result.divergences.append(
        "the recording says it was made on \(b.platform), but Swift's report of the trap names \(machine): edited?")
    }
  }

  /// Combine's type, as `Playground.start` names what the runtime found of it.
  static let realCombineRuntime = "Combine.ObservableObjectPublisher"

  /// The recording's seal (`Playground.start`) against its first line and the lesson (`lessonHash`):
  /// a first line edited after the run no longer matches it; a claim of macOS needs a seal (every
  /// program this observatory exports makes one; recordings without one come from Linux runs made
  /// before). (`compareCombine` checks what the sealed runtime found.)
  static func compareSeal(_ r: RecordedRun, lessonHash: String, into result: inout Verifier.Result) {
    guard let b = r.build else { return }
    guard let seal = r.seal else {
      if b.platform.hasPrefix("macOS") || b.realCombine {
        result.divergences.append(
          "the recording says it was made on \(b.platform)\(b.realCombine ? " with the real Combine" : ""), but "
            + "its first line has no seal to check that by (its second line, `observatory: runtime ..., seal ...`): "
            + "record a program exported by this observatory")
      }
      return
    }
    guard SwiftExport.sourceHash(Array((lessonHash + "\n" + r.header + "\n" + seal.runtime).utf8)) == seal.hash else {
      result.divergences.append(
        "the recording's first line does not match its seal: the program sealed another first line or another "
          + "lesson (a first line edited after the run, such as a Linux recording relabelled as a Mac one, or a "
          + "recording of another program)")
      return
    }
  }

  /// A claim that the lesson's `legacy` parts ran on the real Combine needs the runtime to have
  /// found it (the sealed `runtime` line).
  static func compareCombine(_ r: RecordedRun, legacy: Bool, into result: inout Verifier.Result) {
    guard let b = r.build, let seal = r.seal else { return }
    if b.realCombine && legacy && seal.runtime != realCombineRuntime {
      result.divergences.append(
        "the recording says its legacy parts ran on the real Combine, but the program's runtime found no Combine "
          + "(runtime \(seal.runtime)): edited?")
    }
  }

  // MARK: - Lines

  static func compareLines(
    _ p: PlaygroundSide, _ r: RecordedRun, fixed: Set<String> = [], into result: inout Verifier.Result
  ) {
    // Swift prints a Set or Dictionary index with its hash table's bucket and age, which change on
    // every run: lines are compared without those two numbers (and with everything else).
    var p = p
    var r = r
    p.lines = p.lines.map {
      PlaygroundSide.Line(
        text: maskingHashTablePositions($0.text), line: $0.line, step: $0.step, cause: $0.cause, isEvent: $0.isEvent)
    }
    r.lines = r.lines.map(maskingHashTablePositions)
    let order = OutputOrder(texts: p.lines.map(\.text), causes: p.lines.map(\.cause), fixed: fixed)
    if let reorderings = order.match(r.lines) {
      result.notes += notes(reorderings)
      return
    }
    // Not an order Swift allows: report what differs once the groups are in Swift's apparent order.
    let canonical = order.closestOrder(to: r.lines).map { p.lines[$0] }
    let a = canonical.map(\.text)
    let b = r.lines
    for h in hunks(a, b) {
      let pl = Array(a[h.a]), rl = Array(b[h.b])
      // Two lines that swapped places: say so rather than report two differences.
      if pl.count == rl.count, pl.count > 1, pl.sorted() == rl.sorted() {
        let lines = Set(h.a.compactMap { canonical[$0].line }).sorted().map(String.init).joined(separator: ", ")
        result.divergences.append(
          "\(lines.isEmpty ? "at the end" : "line\(lines.contains(",") ? "s" : "") \(lines)"): Swift printed "
            + rl.map(quote).joined(separator: ", ") + " in this order, the playground "
            + pl.map(quote).joined(separator: ", ") + "; Swift promises this order")
        continue
      }
      let anchor = h.a.lowerBound > 0 ? canonical[h.a.lowerBound - 1].line : nil
      let paired = min(pl.count, rl.count)
      for k in 0..<paired {
        let line = canonical[h.a.lowerBound + k].line
        // A hint only: a dictionary prints in insertion order in the playground, in an order that
        // changes from run to run in Swift. A lesson should not print one with several keys.
        let dictionaryOrder = pl[k].contains(": ") && pl[k].contains("[") && pl[k].sorted() == rl[k].sorted()
        result.divergences.append(
          "\(where_(line)): the playground printed \(quote(pl[k])), Swift printed \(quote(rl[k]))"
            + (dictionaryOrder ? " (if this is a dictionary: Swift's order is random per run; print it sorted)" : ""))
      }
      for k in paired..<pl.count {
        result.divergences.append(
          "\(where_(canonical[h.a.lowerBound + k].line)): the playground printed \(quote(pl[k])), Swift did not")
      }
      for k in paired..<rl.count {
        let at = paired > 0 ? canonical[h.a.lowerBound + paired - 1].line : anchor
        result.divergences.append(
          "Swift also printed \(quote(rl[k]))"
            + (at.map { " (after the output of line \($0))" } ?? " (before any other output)"))
      }
    }
    if result.divergences.isEmpty {
      // Same lines, same order, but blocks Swift may reorder were interleaved or split.
      result.divergences.append("the lines are the same but not in an order Swift allows")
    }
  }

  /// The notes for accepted reorderings, one per rule: which writes, which observers or loops.
  static func notes(_ reorderings: [OutputOrder.Reordering]) -> [String] {
    var out: [String] = []
    for rule in ["R13", "R21"] {
      let xs = reorderings.filter { $0.rule == rule }
      guard !xs.isEmpty else { continue }
      let writes: String
      if xs.count == 1, let x = xs.first {
        writes =
          (x.writeLine.map { "the write at line \($0)" } ?? "a write") + " (\(x.order.joined(separator: ", ")))"
      } else {
        var times: [Int: Int] = [:]
        for l in xs.compactMap(\.writeLine) { times[l, default: 0] += 1 }
        let lines = times.keys.sorted().map { times[$0]! > 1 ? "\($0) (\(times[$0]!) times)" : "\($0)" }
        writes = "the writes at line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", "))"
      }
      out.append(
        rule == "R13"
          ? "accepted in another order than the playground's: the observers of \(writes); Swift calls the "
            + "observers of one write in no promised order (R13)"
          : "accepted in another order than the playground's: the loops resumed by \(writes); Swift resumes "
            + "the loops of one write in no promised order (R21)")
    }
    return out
  }

  // MARK: - Endings

  static func compareEndings(_ p: PlaygroundSide, _ r: RecordedRun, into result: inout Verifier.Result) {
    if let d = r.crashDisorder {
      result.divergences.append("Swift's report of the trap is not in the order Swift writes it (\(d)): edited?")
    }
    let how: String
    if r.timedOut {
      how = "did not end (stopped after \(Int(r.seconds)) s)"
    } else if let t = r.trap {
      how = "trapped: \(t.message)" + (t.line.map { " (line \($0))" } ?? "") + ", exit status \(r.exitStatus ?? -1)"
    } else {
      how = "exited with status \(r.exitStatus ?? -1)"
    }
    // A trap's report must come with the signal such a trap raises (an `exit 0` after it is an edit).
    if let rt = r.trap, !r.timedOut, let status = r.exitStatus {
      let platform = r.build?.platform ?? "Linux x86_64"
      let expected = Trap.exitStatuses(rt.kind, platform: platform)
      if !expected.contains(status) {
        result.divergences.append(
          "Swift's report says it trapped (\(quote(rt.statement))), but its exit status is \(status), not "
            + expected.sorted().map(String.init).joined(separator: " or ") + " as on \(platform): edited?")
      }
    }
    switch p.stop {
    case .finished(let status):
      guard !r.timedOut, r.trap == nil else {
        result.divergences.append("the playground ran to the end; Swift \(how)")
        return
      }
      if r.exitStatus != status {
        result.divergences.append("the playground's run ends with status \(status); Swift \(how)")
      }
      guard let counts = r.counts else {
        result.divergences.append("Swift's program did not report its #expect counts at its end")
        return
      }
      if counts.passed != p.passed || counts.failed != p.failed {
        result.divergences.append(
          "#expect: \(p.passed) passed and \(p.failed) failed in the playground; "
            + "\(counts.passed) passed and \(counts.failed) failed in Swift")
      }
    case .trapped(let t):
      guard let rt = r.trap, !r.timedOut else {
        result.divergences.append(
          "\(where_(t.line)): the playground stopped with a trap (\(t.message)); Swift \(how)"
            + (r.timedOut ? ": a program that never ends does not agree with a trap" : ""))
        return
      }
      if t.agrees(with: rt) {
        result.notes.append("both stop with \(t.described): \(quote(t.message)) and \(quote(rt.message))")
      } else if rt.kind == t.kind, rt.kind != .unknown, rt.line == nil {
        result.divergences.append(
          "\(where_(t.line)): both trap with \(t.kind.rawValue), but Swift's report names no lesson line; "
            + "build the program with -g and, on macOS, run it with SWIFT_BACKTRACE=enable=yes")
      } else if rt.kind == t.kind, rt.line == t.line, let words = t.swiftWords {
        result.divergences.append(
          "\(where_(t.line)): both stop with \(t.kind.rawValue), but Swift says \(quote(rt.statement)) where the "
            + "playground's \(quote(t.message)) means \(quote(words.text))")
      } else {
        result.divergences.append(
          "the playground stops with \(t.described) (\(quote(t.message))); Swift with \(rt.described) "
            + "(\(quote(rt.message)))")
      }
    case .runsForever(let why):
      if let swift = neverEnded(r) {
        result.neitherEnds = "the playground stopped (\(why)); \(swift)"
      } else {
        result.divergences.append("the playground found that the program never ends (\(why)); Swift \(how)")
      }
    case .outOfMemory(let why):
      if let swift = neverEnded(r) {
        result.neitherEnds =
          (swift.hasPrefix("Swift failed") ? "both were stopped at the memory limit: " : "") + "the playground stopped "
          + "(\(why)); \(swift)"
      } else {
        result.divergences.append("the playground stopped at its memory limit (\(why)); Swift \(how)")
      }
    }
  }

  /// How Swift's run did not end by itself (nil: it did): still running at its time limit,
  /// stopped from outside, or failed to allocate at the memory limit.
  static func neverEnded(_ r: RecordedRun) -> String? {
    if r.timedOut { return "Swift was still running after \(Int(r.seconds)) s" }
    if let rt = r.trap {
      return rt.kind == .outOfMemory ? "Swift failed to allocate at the memory limit: \(quote(rt.statement))" : nil
    }
    return stoppedFromOutside(r.exitStatus ?? 0) ? "Swift was stopped from outside" : nil
  }

  /// 130, 137, 143: ended by SIGINT, SIGKILL or SIGTERM from outside; 152: by its CPU-time limit.
  static func stoppedFromOutside(_ status: Int) -> Bool { [130, 137, 143, 152].contains(status) }

  // MARK: - Differences

  /// Stretches where two line lists differ, between the lines they share (in order).
  static func hunks(_ a: [String], _ b: [String]) -> [(a: Range<Int>, b: Range<Int>)] { LineDifference.hunks(a, b) }
}
