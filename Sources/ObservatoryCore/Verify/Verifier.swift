import Foundation

/// `observatory verify`: exports lessons, builds them against the real Observation runtime in one
/// batch, runs each program, and compares what it printed, which checks failed and how it ended
/// with a playground run of the same lesson (what `observatory run --quiet` shows).
public struct Verifier: Sendable {
  public let toolchain: SwiftToolchain
  /// Parallel compiler jobs.
  public var compileJobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// Programs run at once (they mostly sleep: virtual sleeps are real sleeps here).
  public var runJobs = 4
  /// Keep the build folder here (exported sources, objects, the program) instead of a temporary one.
  public var keepDirectory: String?

  public init(toolchain: SwiftToolchain) { self.toolchain = toolchain }

  /// The outcome for one lesson.
  public struct Result: Sendable {
    public enum Verdict: String, Sendable {
      case agrees = "agrees"
      /// Everything that ran on the real runtime agrees; some parts (legacy `ObservableObject`) ran
      /// on the prelude's stand-in and prove nothing.
      case simulatedOnly = "simulated only"
      case differs = "differs"
      case notCompiled = "does not compile"
      case lessonError = "lesson error"
    }
    public let path: String
    public internal(set) var verdict: Verdict
    /// Each divergence, naming the lesson line it comes from.
    public internal(set) var divergences: [String] = []
    public internal(set) var notes: [String] = []
    public internal(set) var simulatedOnly: [SwiftExport.SimulatedPart] = []
    public internal(set) var outputLineCount = 0
    public internal(set) var checkCount = 0
    public internal(set) var seconds = 0.0
    public var passed: Bool { verdict == .agrees || verdict == .simulatedOnly }
  }

  public struct Report: Sendable {
    public let results: [Result]
    public let swiftVersion: String
    public let buildSeconds: Double
    public let totalSeconds: Double
    public var allAgree: Bool { results.allSatisfy(\.passed) }

    /// The report as text: one line per lesson, indented details for divergences and notes.
    public func lines(style: TextStyle = TextStyle(color: false), verbose: Bool = false) -> [String] {
      var out: [String] = []
      for r in results {
        let head: String
        switch r.verdict {
        case .agrees:
          head =
            style.green("✓ ") + r.path
            + style.dim(
              "  agrees with Swift \(swiftVersion) (\(r.outputLineCount) output line\(r.outputLineCount == 1 ? "" : "s"), \(r.checkCount) check\(r.checkCount == 1 ? "" : "s"))"
            )
        case .simulatedOnly:
          head =
            style.yellow("~ ") + r.path
            + style.dim(
              "  agrees with Swift \(swiftVersion) in its @Observable parts; its legacy parts are simulated only")
        case .differs: head = style.red("✗ ") + r.path + "  differs from Swift \(swiftVersion):"
        case .notCompiled: head = style.red("✗ ") + r.path + "  does not compile as Swift \(swiftVersion):"
        case .lessonError: head = style.red("✗ ") + r.path + "  cannot be verified:"
        }
        out.append(head)
        out += r.divergences.map { "    " + $0 }
        out += r.notes.map { "    " + style.dim($0) }
        if verbose { out += r.simulatedOnly.map { "      " + style.dim("line \($0.line): \($0.what)") } }
      }
      let counts = Dictionary(grouping: results, by: \.verdict).mapValues(\.count)
      var parts: [String] = []
      func verb(_ n: Int, _ one: String, _ many: String) -> String { "\(n) " + (n == 1 ? one : many) }
      if let n = counts[.agrees] { parts.append(verb(n, "agrees", "agree")) }
      if let n = counts[.simulatedOnly] {
        parts.append(verb(n, "agrees but is partly simulated only", "agree but are partly simulated only"))
      }
      if let n = counts[.differs] { parts.append(style.red(verb(n, "differs", "differ"))) }
      if let n = counts[.notCompiled] { parts.append(style.red(verb(n, "does not compile", "do not compile"))) }
      if let n = counts[.lessonError] { parts.append(style.red("\(n) cannot be verified")) }
      out.append(
        "\(results.count) lesson\(results.count == 1 ? "" : "s") verified against Swift \(swiftVersion) in "
          + String(format: "%.1f s (build %.1f s)", totalSeconds, buildSeconds) + ": " + parts.joined(separator: ", "))
      return out
    }
  }

  /// What the playground did with a lesson.
  struct PlaygroundSide {
    var lines: [(text: String, line: Int?, step: Int)] = []
    var failures: [Int: [String]] = [:]
    var checkCount = 0
    var error: LessonError?
    /// Lines of writes that fired several observers: Swift promises no order among them.
    var orderNotes: [(step: Int, line: Int?)] = []
    var virtualSeconds = 0.0
  }

  /// What the compiled program did.
  struct RealSide {
    var lines: [String] = []
    var failures: [Int: [String]] = [:]
    var otherErrors: [String] = []
    var status: Int32 = 0
    var signaled = false
    var timedOut = false
    var seconds = 0.0
  }

  public func verify(paths: [String]) -> Report {
    var files: [SourceFile] = []
    var unreadable: [Result] = []
    for p in paths {
      do { files.append(try LessonRun.load(path: p)) } catch let e as LessonError {
        unreadable.append(Result(path: p, verdict: .lessonError, divergences: [e.message]))
      } catch {
        unreadable.append(Result(path: p, verdict: .lessonError, divergences: ["\(error)"]))
      }
    }
    let r = verify(files)
    return Report(
      results: unreadable + r.results, swiftVersion: r.swiftVersion, buildSeconds: r.buildSeconds,
      totalSeconds: r.totalSeconds)
  }

  public func verify(_ files: [SourceFile]) -> Report {
    let start = Date()
    var results = files.map { Result(path: $0.path, verdict: .agrees) }
    var exports: [SwiftExport?] = Array(repeating: nil, count: files.count)
    for (i, f) in files.enumerated() {
      do { exports[i] = try SwiftExport.export(f) } catch let e as LessonError {
        results[i].verdict = .lessonError
        results[i].divergences = e.rendered().split(separator: "\n").map(String.init)
      } catch {
        results[i].verdict = .lessonError
        results[i].divergences = ["\(error)"]
      }
    }
    let unitIndex = files.indices.filter { exports[$0] != nil }
    let units = unitIndex.map { i in
      SwiftToolchain.Unit(
        source: exports[i]!.source, moduleName: "ObservatoryLesson\(i)", entryPoint: "observatory_lesson_\(i)")
    }

    // The playground runs while the compiler works.
    let playground = LockedBox<[PlaygroundSide]>(Array(repeating: PlaygroundSide(), count: files.count))
    let playgroundDone = DispatchSemaphore(value: 0)
    let filesCopy = files
    Thread.detachNewThread {
      for (i, f) in filesCopy.enumerated() {
        let side = Verifier.runPlayground(f)
        playground.mutate { $0[i] = side }
      }
      playgroundDone.signal()
    }

    let dir =
      keepDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("observatory-verify-\(UUID().uuidString)").path
    let build = toolchain.build(units, in: dir, jobs: compileJobs)
    playgroundDone.wait()
    let sides = playground.value

    // Run every program that was built.
    let real = LockedBox<[Int: RealSide]>([:])
    if let exe = build.executable {
      let runnable = units.indices.filter { build.failures[$0] == nil }
      // A real run takes about the lesson's virtual time; a lesson the playground found stuck
      // (Swift would wait forever) gets only a short wait.
      let timeouts = runnable.map { u -> Double in
        let side = sides[unitIndex[u]]
        let stuck = side.error.map { $0.kind == .limit && $0.message.hasPrefix("nothing can run any more") } ?? false
        return (stuck ? 3 : 15) + 3 * side.virtualSeconds
      }
      Subprocess.parallel(runnable.count, jobs: runJobs) { k in
        let u = runnable[k]
        let r = Subprocess.run(exe, [String(u)], timeout: min(timeouts[k], 300))
        real.mutate { $0[u] = Verifier.realSide(r, path: files[unitIndex[u]].path, module: units[u].moduleName) }
      }
    }
    let realSides = real.value

    for (u, i) in unitIndex.enumerated() {
      let export = exports[i]!
      results[i].simulatedOnly = export.simulatedOnly
      let p = sides[i]
      results[i].checkCount = p.checkCount
      results[i].outputLineCount = p.lines.count
      if let e = p.error, e.kind == .syntax || e.kind == .compile {
        results[i].verdict = .lessonError
        results[i].divergences = e.rendered().split(separator: "\n").map(String.init)
        continue
      }
      if let diagnostics = build.failures[u] {
        results[i].verdict = .notCompiled
        results[i].divergences = Verifier.errorLines(diagnostics)
        continue
      }
      guard let r = realSides[u] else {
        results[i].verdict = .notCompiled
        results[i].divergences = Verifier.errorLines(build.linkError ?? "the batch did not link")
        continue
      }
      results[i].seconds = r.seconds
      Verifier.compare(p, r, into: &results[i])
      if results[i].divergences.isEmpty {
        results[i].verdict = export.simulatedOnly.isEmpty ? .agrees : .simulatedOnly
      } else {
        results[i].verdict = .differs
      }
      if !export.simulatedOnly.isEmpty {
        let lines = export.simulatedOnly.map { "\($0.line)" }.joined(separator: ", ")
        results[i].notes.insert(
          "simulated only: ObservableObject, @Published and Combine do not exist on Linux; the legacy parts "
            + "(lines \(lines)) ran on the prelude's stand-in, so only the @Observable parts are verified", at: 0)
      }
    }
    if keepDirectory == nil { try? FileManager.default.removeItem(atPath: dir) }
    return Report(
      results: results, swiftVersion: toolchain.shortVersion, buildSeconds: build.seconds,
      totalSeconds: Date().timeIntervalSince(start))
  }

  // MARK: - The two sides

  static func runPlayground(_ file: SourceFile) -> PlaygroundSide {
    let run = LessonRun(file: file, traceEnabled: true)
    run.run()
    var side = PlaygroundSide()
    for (k, step) in run.steps.enumerated() {
      for e in step.events {
        switch e.kind {
        case .output(let s): side.lines.append((s, e.line, k))
        case .orderNote: side.orderNotes.append((k, e.line))
        default: break
        }
      }
    }
    for f in run.failedExpectations { side.failures[f.loc.line, default: []].append(f.message) }
    side.checkCount = run.expectationCount
    side.error = run.error
    side.virtualSeconds = Double(run.vm?.scheduler.now ?? 0) / 1e9
    return side
  }

  static func realSide(_ r: Subprocess.Result, path: String, module: String) -> RealSide {
    var side = RealSide(status: r.status, signaled: r.signaled, timedOut: r.timedOut, seconds: r.seconds)
    side.lines = lines(String(decoding: r.stdout, as: UTF8.self)).map { normalize($0, module: module) }
    for l in lines(String(decoding: r.stderr, as: UTF8.self)) {
      // `PATH:LINE: #expect(...) failed...`, as Playground.expect writes it.
      if l.hasPrefix(path + ":") {
        let rest = l.dropFirst(path.count + 1)
        if let colon = rest.firstIndex(of: ":"), let n = Int(rest[..<colon]), rest[colon...].hasPrefix(": #expect(") {
          side.failures[n, default: []].append(
            normalize(String(rest[rest.index(colon, offsetBy: 2)...]), module: module))
          continue
        }
      }
      side.otherErrors.append(l)
    }
    return side
  }

  /// The program's module name where Swift prints a type (`ObservatoryLesson3.Player`) is the
  /// playground's `main.Player`: a program built from one file named main.swift would print that.
  static func normalize(_ s: String, module: String) -> String {
    s.contains(module + ".") ? s.replacingOccurrences(of: module + ".", with: "main.") : s
  }

  static func lines(_ text: String) -> [String] {
    var ls = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if ls.last == "" { ls.removeLast() }
    return ls
  }

  static func errorLines(_ diagnostics: String) -> [String] {
    let ls = lines(diagnostics).filter { $0.contains(": error: ") }
    let shown = (ls.isEmpty ? lines(diagnostics) : ls).prefix(8)
    return Array(shown)
  }

  // MARK: - Comparison

  static func quote(_ s: String) -> String { "«" + s + "»" }

  static func compare(_ p: PlaygroundSide, _ r: RealSide, into result: inout Result) {
    // Output, line by line (longest common subsequence); a stretch that differs only in order is
    // accepted where the playground saw several observers of one write (R13, R21).
    let a = p.lines.map(\.text)
    let b = r.lines
    var reordered: [Int] = []
    let hs = hunks(a, b)
    var k = 0
    while k < hs.count {
      // Neighbouring stretches taken together may hold the same lines in another order.
      var merged: (a: Range<Int>, b: Range<Int>)? = nil
      for j in k..<min(k + 6, hs.count) {
        let wa = hs[k].a.lowerBound..<hs[j].a.upperBound, wb = hs[k].b.lowerBound..<hs[j].b.upperBound
        guard !wa.isEmpty, wa.count == wb.count, Array(a[wa]).sorted() == Array(b[wb]).sorted() else { continue }
        let steps = wa.map { p.lines[$0].step }
        if let lo = steps.min(), let hi = steps.max(),
          p.orderNotes.contains(where: { $0.step >= lo - 3 && $0.step <= hi })
        {
          merged = (wa, wb)
          k = j + 1
          break
        }
      }
      if let m = merged {
        reordered.append(contentsOf: m.a.compactMap { p.lines[$0].line })
        continue
      }
      let h = hs[k]
      k += 1
      let pl = Array(a[h.a]), rl = Array(b[h.b])
      let anchor = h.a.lowerBound > 0 ? p.lines[h.a.lowerBound - 1].line : nil
      let paired = min(pl.count, rl.count)
      for k in 0..<paired {
        let line = p.lines[h.a.lowerBound + k].line
        // A hint only: a dictionary prints in insertion order in the playground, in an order that
        // changes from run to run in Swift. A lesson should not print one with several keys.
        let dictionaryOrder = pl[k].contains(": ") && pl[k].contains("[") && pl[k].sorted() == rl[k].sorted()
        result.divergences.append(
          "\(where_(line)): the playground printed \(quote(pl[k])), Swift printed \(quote(rl[k]))"
            + (dictionaryOrder ? " (if this is a dictionary: Swift's order is random per run; print it sorted)" : ""))
      }
      for k in paired..<pl.count {
        result.divergences.append(
          "\(where_(p.lines[h.a.lowerBound + k].line)): the playground printed \(quote(pl[k])), Swift did not")
      }
      for k in paired..<rl.count {
        let at = paired > 0 ? p.lines[h.a.lowerBound + paired - 1].line : anchor
        result.divergences.append(
          "Swift also printed \(quote(rl[k]))"
            + (at.map { " (after the output of line \($0))" } ?? " (before any other output)"))
      }
    }
    if !reordered.isEmpty {
      result.notes.append(
        "output of lines \(Set(reordered).sorted().map(String.init).joined(separator: ", ")) came in another order; "
          + "Swift promises no order among observers of one write (R13) or loops it resumes (R21), so it is compared as a set"
      )
    } else if !p.orderNotes.isEmpty {
      let ls = Set(p.orderNotes.compactMap(\.line)).sorted().map(String.init).joined(separator: ", ")
      result.notes.append(
        "writes at line\(ls.contains(",") ? "s" : "") \(ls) notify several observers; Swift promises no order among them "
          + "(R13, R21), so output there would be compared as a set")
    }

    // Checks: the same #expects fail, with the same values.
    for line in Set(p.failures.keys).union(r.failures.keys).sorted() {
      let pf = p.failures[line] ?? [], rf = r.failures[line] ?? []
      if pf == rf { continue }
      if rf.isEmpty {
        result.divergences.append("line \(line): \(pf[0]) in the playground; the check passes in Swift")
      } else if pf.isEmpty {
        result.divergences.append("line \(line): the check passes in the playground; in Swift: \(rf[0])")
      } else {
        result.divergences.append("line \(line): the playground says \(quote(pf[0])), Swift says \(quote(rf[0]))")
      }
    }

    // How the program ended.
    let failedChecks = r.failures.values.reduce(0) { $0 + $1.count }
    let realNormal =
      !r.signaled && !r.timedOut && (r.status == 0 || (r.status == 1 && failedChecks > 0 && r.otherErrors.isEmpty))
    let realWhy = r.otherErrors.first { $0.contains("Fatal error") || $0.contains("error") } ?? r.otherErrors.first
    switch (p.error, realNormal) {
    case (nil, true): break
    case (nil, false):
      let how =
        r.timedOut
        ? "did not finish (stopped after \(Int(r.seconds)) s)"
        : r.signaled ? "crashed (signal \(r.status))" : "exited with status \(r.status)"
      result.divergences.append("the playground ran to the end; Swift \(how)" + (realWhy.map { ": \($0)" } ?? ""))
    case (let e?, true):
      result.divergences.append("\(where_(e.loc?.line)): the playground stopped (\(e.message)); Swift ran to the end")
    case (let e?, false):
      if e.kind == .limit && e.message.hasPrefix("nothing can run any more") && !r.timedOut {
        result.divergences.append(
          "\(where_(e.loc?.line)): the playground found that nothing can run any more (Swift would wait forever); Swift "
            + (r.signaled ? "crashed" : "exited with status \(r.status)") + (realWhy.map { ": \($0)" } ?? ""))
      } else {
        let how =
          r.timedOut
          ? "waits forever (stopped after \(Int(r.seconds)) s)" : r.signaled ? "traps" : "exits with status \(r.status)"
        result.notes.append(
          "both stop at \(where_(e.loc?.line)): the playground with \(quote(e.message)); Swift \(how)"
            + (realWhy.map { ": \($0)" } ?? ""))
      }
    }
  }

  static func where_(_ line: Int?) -> String { line.map { "line \($0)" } ?? "at the end" }

  /// Stretches where two line lists differ, between the lines they share (in order).
  static func hunks(_ a: [String], _ b: [String]) -> [(a: Range<Int>, b: Range<Int>)] {
    if a == b { return [] }
    // Common prefix and suffix first: the usual difference is small.
    var lo = 0
    while lo < a.count, lo < b.count, a[lo] == b[lo] { lo += 1 }
    var ha = a.count, hb = b.count
    while ha > lo, hb > lo, a[ha - 1] == b[hb - 1] {
      ha -= 1
      hb -= 1
    }
    let x = Array(a[lo..<ha]), y = Array(b[lo..<hb])
    guard x.count * y.count <= 4_000_000 else { return [(lo..<ha, lo..<hb)] }
    var lcs = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in stride(from: x.count - 1, through: 0, by: -1) {
      for j in stride(from: y.count - 1, through: 0, by: -1) {
        lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var out: [(a: Range<Int>, b: Range<Int>)] = []
    var i = 0, j = 0, si = 0, sj = 0
    func close() {
      if si < i || sj < j { out.append((lo + si..<lo + i, lo + sj..<lo + j)) }
    }
    while i < x.count || j < y.count {
      if i < x.count, j < y.count, x[i] == y[j] {
        close()
        i += 1
        j += 1
        si = i
        sj = j
      } else if i < x.count, j == y.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    close()
    return out
  }
}
