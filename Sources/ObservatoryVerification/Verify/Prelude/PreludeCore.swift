// MARK: - Observatory prelude
// The playground-only parts of a lesson, in plain Swift, so that the lesson runs on the real
// Observation runtime. (This file is embedded into observatory, which appends it to every exported
// lesson; the suite compiles it.) `#expect(...)` became `Playground.expect(...)`: a failed check
// prints `FILE:LINE: #expect(...) failed: ...` to standard error, as `observatory run` reports it.
// The prelude says first which Swift built the program; when the program ends, it reports how many
// checks passed and failed, and the program exits with status 1 if a check failed.
#if canImport(Glibc)
  import Glibc
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
  static func start() {
    setvbuf(stdout, nil, _IOLBF, 0)
    let module = String(reflecting: Playground.self).split(separator: ".").first.map(String.init) ?? "?"
    fputs("observatory: module \(module), Swift \(swiftVersion), \(platform)\(combine)\n", stderr)
    atexit { Playground.report() }
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
