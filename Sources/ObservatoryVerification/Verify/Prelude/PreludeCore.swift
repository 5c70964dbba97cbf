// MARK: - Observatory prelude
// The playground-only parts of a lesson, in plain Swift, so that the lesson runs on the real
// Observation runtime. (This file is embedded into observatory, which appends it to every exported
// lesson; the suite compiles it.) `#expect(...)` became `Playground.expect(...)`: a failed check
// prints `FILE:LINE: #expect(...) failed: ...` to standard error, as `observatory run` reports it.
// The prelude says first which Swift built the program; when the program ends, it reports how many
// checks passed and failed, and the program exits with status 1 if a check failed.
#if canImport(Glibc)
  // Only what the prelude uses: with the whole of Glibc imported, the lesson's own code in this file
  // would reach the C library's functions too, where Swift then calls `pause()` (which waits for a
  // signal) rather than the lesson's own `func pause() async`, as the lesson alone does.
  import func Glibc.fputs
  import func Glibc.fflush
  import func Glibc.setvbuf
  import func Glibc.atexit
  import func Glibc._exit
  import var Glibc.stdout
  import var Glibc.stderr
  import var Glibc._IOLBF
#elseif canImport(Darwin)
  import Darwin
#endif

enum Playground {
  nonisolated(unsafe) static var passedExpectations = 0
  nonisolated(unsafe) static var failedExpectations = 0

  /// Runs before the lesson's first statement: says what built the program (`observatory: module
  /// main, Swift 6.3.1, Linux x86_64`), and makes standard output line-buffered, so that a
  /// recording (`./program > FILE 2>&1`) keeps printed lines and failed checks in the order they
  /// happened, and loses no line when the lesson traps.
  ///
  /// The second line seals the first: what the runtime found of Combine (`runtime
  /// Combine.ObservableObjectPublisher` where the real one is loaded, `runtime none` elsewhere: a
  /// type only Combine's runtime has) and a hash (FNV-1a) of the lesson's text, the first line and
  /// that finding. A recording whose first line is edited afterwards (a Linux run relabelled
  /// "macOS arm64, Combine") no longer matches its seal, and one that claims Combine must show its
  /// runtime found it: `observatory verify` checks both. (It proves what was edited by accident or
  /// by hand, not what a forger recomputes.)
  static func start(source: String) {
    setvbuf(stdout, nil, _IOLBF, 0)
    let module = String(reflecting: Playground.self).split(separator: ".").first.map(String.init) ?? "?"
    let header = "observatory: module \(module), Swift \(swiftVersion), \(platform)\(combine)"
    let runtime = _typeByName("7Combine25ObservableObjectPublisherC").map { String(reflecting: $0) } ?? "none"
    fputs(header + "\n", stderr)
    fputs("observatory: runtime \(runtime), seal \(seal(source + "\n" + header + "\n" + runtime))\n", stderr)
    atexit { Playground.report() }
  }

  /// FNV-1a, 64 bits, as 16 hexadecimal digits (`SwiftExport.sourceHash`).
  static func seal(_ text: String) -> String {
    var h: UInt64 = 0xcbf2_9ce4 << 32 | 0x8422_2325  // (the playground's parser reads literals as Int)
    for b in text.utf8 {
      h ^= UInt64(b)
      h = h &* 0x100_0000_01b3
    }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// `observatory: #expect 3 passed, 0 failed`, when the program ends (not when it traps); then
  /// exit status 1 if a check failed.
  static func report() {
    fflush(stdout)
    fputs("observatory: #expect \(passedExpectations) passed, \(failedExpectations) failed\n", stderr)
    fflush(stderr)
    if failedExpectations > 0 { _exit(1) }
  }

  /// `#expect(lhs OP rhs)`: both sides are shown when the check fails.
  static func expect<T>(
    _ lhs: T, _ rhs: T, _ holds: (T, T) -> Bool, _ text: String, _ lhsText: String, _ rhsText: String,
    _ message: String? = nil, file: String, line: Int
  ) {
    if holds(lhs, rhs) {
      passedExpectations += 1
      return
    }
    var detail = "\(lhsText) is \(String(reflecting: lhs)), \(rhsText) is \(String(reflecting: rhs))"
    if let message { detail += " — \(message)" }
    fail(text, detail, file: file, line: line)
  }

  /// `#expect(condition)`.
  static func expect(_ condition: Bool, _ text: String, _ message: String? = nil, file: String, line: Int) {
    if condition {
      passedExpectations += 1
    } else {
      fail(text, message, file: file, line: line)
    }
  }

  static func fail(_ text: String, _ detail: String?, file: String, line: Int) {
    failedExpectations += 1
    fputs("\(file):\(line): #expect(\(text)) failed\(detail.map { ": \($0)" } ?? "")\n", stderr)
  }

  /// Awaited once after the lesson's last statement, so that the top-level code is asynchronous
  /// and runs on the main actor, as every lesson statement does in the playground. It returns
  /// without suspending, so no task runs because of it.
  @MainActor static func endOfLesson() async {}

  /// The compiler that built the program.
  static var swiftVersion: String {
    #if compiler(>=7.0)
      return "7.0 or later"
    #elseif compiler(>=6.4)
      return "6.4 or later"
    #elseif compiler(>=6.3.2)
      return "6.3.2"
    #elseif compiler(>=6.3.1)
      return "6.3.1"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2.1)
      return "6.2.1 or later"
    #else
      return "6.2"
    #endif
  }

  static var platform: String {
    #if os(macOS)
      let os = "macOS"
    #elseif os(Linux)
      let os = "Linux"
    #else
      let os = "an unknown OS"
    #endif
    #if arch(arm64)
      return os + " arm64"
    #elseif arch(x86_64)
      return os + " x86_64"
    #else
      return os
    #endif
  }

  /// Whether the legacy parts run on the real Combine (macOS) rather than the prelude's stand-in.
  static var combine: String {
    #if canImport(Combine)
      return ", Combine"
    #else
      return ""
    #endif
  }
}
