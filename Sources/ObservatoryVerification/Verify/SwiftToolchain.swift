import Foundation

/// The `swiftc` on PATH, and the build of a batch of exported lessons into one executable.
///
/// Batching: every lesson is its own module (lessons reuse type names), compiled with its top-level
/// code renamed from `main` to an entry point of its own (`-entry-point-function-name`). The modules
/// compile in parallel, then one small driver links them all into one program that runs the lesson
/// named by its first argument. One link instead of one per lesson, and no module is compiled twice.
public struct SwiftToolchain: Sendable {
  public let swiftc: String
  /// `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
  public let version: String

  /// The first `swiftc` on PATH, or nil.
  public static func find(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> SwiftToolchain? {
    for dir in (path ?? "").split(separator: ":") {
      let candidate = "\(dir)/swiftc"
      guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
      let r = Subprocess.run(candidate, ["--version"], timeout: 60)
      let text = String(decoding: r.stdout + r.stderr, as: UTF8.self)
      let line = text.split(separator: "\n").first { $0.contains("Swift version") }.map(String.init)
      return SwiftToolchain(swiftc: candidate, version: line ?? text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return nil
  }

  /// `6.3.1` from the version line.
  public var shortVersion: String {
    guard let r = version.range(of: "Swift version ") else { return version }
    return String(version[r.upperBound...].prefix { $0 != " " })
  }

  /// The version the playground's rules were measured on (observation-semantics/SEMANTICS.md).
  public static let measuredVersion = "6.3.1"

  /// Whether this compiler can build exported lessons (Swift 6.2 or later: `Observations`).
  public var isSupported: Bool {
    let parts = shortVersion.split(separator: ".").compactMap { Int($0.prefix { $0.isNumber }) }
    guard parts.count >= 2 else { return false }
    return parts[0] > 6 || (parts[0] == 6 && parts[1] >= 2)
  }

  /// `observatory verify needs Swift 6.2 or later; the swiftc on PATH is ...`.
  public var unsupportedMessage: String {
    "observatory verify needs a Swift 6.2 or later toolchain; the swiftc on PATH (\(swiftc)) is: \(version)"
  }

  /// Said under a report made with another version than the one the rules were measured on.
  public var versionNotes: [String] {
    shortVersion == SwiftToolchain.measuredVersion
      ? []
      : [
        "note: the playground's rules were measured on Swift \(SwiftToolchain.measuredVersion); "
          + "this comparison is against Swift \(shortVersion) (\(swiftc))"
      ]
  }

  /// The message to show when there is no toolchain.
  public static let missingMessage = """
    observatory verify needs a Swift 6.2 or later toolchain: no 'swiftc' was found on PATH.
    Install one from https://swift.org/install and make sure its usr/bin is on PATH, then run
    observatory verify again. (observatory export LESSON --swift works without it.)
    """

  /// One program of the batch: its exported source and the module it becomes.
  public struct Unit: Sendable {
    public let source: String
    public let moduleName: String
    public let entryPoint: String
    /// Built with line tables, so that a trap's backtrace names the lesson line.
    public var lineTables = false

    public init(source: String, moduleName: String, entryPoint: String, lineTables: Bool = false) {
      self.source = source
      self.moduleName = moduleName
      self.entryPoint = entryPoint
      self.lineTables = lineTables
    }
  }

  public struct Build: Sendable {
    /// The executable (nil when nothing compiled or the link failed).
    public let executable: String?
    /// Compiler diagnostics per unit that did not compile.
    public let failures: [Int: String]
    public let linkError: String?
    public let seconds: Double
  }

  /// Compiles every unit (in parallel, `jobs` at a time) and links those that compiled.
  public func build(_ units: [Unit], in dir: String, jobs: Int) -> Build {
    let start = Date()
    let fm = FileManager.default
    try? fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let failed = LockedBox<[Int: String]>([:])
    let swiftc = self.swiftc
    Subprocess.parallel(units.count, jobs: jobs) { i in
      let u = units[i]
      let src = "\(dir)/\(u.moduleName).swift"
      try? u.source.write(toFile: src, atomically: true, encoding: .utf8)
      let r = Subprocess.run(
        swiftc,
        [
          "-swift-version", "5", "-suppress-warnings", "-diagnostic-style", "llvm", "-Onone", "-c", src,
          "-module-name", u.moduleName,
          "-Xfrontend", "-entry-point-function-name", "-Xfrontend", u.entryPoint, "-o", "\(dir)/\(u.moduleName).o",
        ] + (u.lineTables ? ["-gline-tables-only"] : []), timeout: 600)
      if r.status != 0 || r.timedOut {
        let text = String(decoding: r.stderr + r.stdout, as: UTF8.self)
        failed.mutate { $0[i] = r.timedOut ? "the compiler did not finish within 10 minutes" : text }
      }
    }
    let failures = failed.value
    let compiled = units.indices.filter { failures[$0] == nil }
    guard !compiled.isEmpty else {
      return Build(executable: nil, failures: failures, linkError: nil, seconds: Date().timeIntervalSince(start))
    }
    var driver = [
      "// Runs the lesson whose number is the first argument; each lesson module's top-level code",
      "// was compiled as a function of its own.",
      "#if canImport(Glibc)", "import Glibc", "#elseif canImport(Darwin)", "import Darwin", "#endif",
      "typealias Entry = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32",
    ]
    for i in compiled {
      driver.append(
        "@_silgen_name(\"\(units[i].entryPoint)\") func entry\(i)(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32"
      )
    }
    driver += [
      "setvbuf(stdout, nil, _IOLBF, 0)  // every line reaches the verifier, even if the lesson traps",
      "switch CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? -1 : -1 {",
    ]
    for i in compiled { driver.append("case \(i): exit(entry\(i)(CommandLine.argc, CommandLine.unsafeArgv))") }
    driver += ["default: fputs(\"which lesson?\\n\", stderr); exit(2)", "}"]
    let driverPath = "\(dir)/driver.swift"
    try? driver.joined(separator: "\n").appending("\n").write(toFile: driverPath, atomically: true, encoding: .utf8)
    let exe = "\(dir)/lessons"
    let r = Subprocess.run(
      swiftc,
      ["-swift-version", "5", "-suppress-warnings", driverPath] + compiled.map { "\(dir)/\(units[$0].moduleName).o" }
        + ["-o", exe],
      timeout: 600)
    if r.status != 0 || r.timedOut {
      return Build(
        executable: nil, failures: failures, linkError: String(decoding: r.stderr + r.stdout, as: UTF8.self),
        seconds: Date().timeIntervalSince(start))
    }
    return Build(executable: exe, failures: failures, linkError: nil, seconds: Date().timeIntervalSince(start))
  }
}

/// Child processes: run with a timeout, output captured through files (no pipe can fill up).
enum Subprocess {
  struct Result: Sendable {
    var status: Int32
    /// Ended by a signal (a trap, a stack overflow), with that signal's number as `status`.
    var signaled: Bool
    var timedOut: Bool
    var stdout: Data
    var stderr: Data
    var seconds: Double
  }

  /// Runs a program; with `mergeOutput`, its standard error goes to standard output, in the order
  /// written (as `2>&1` in a shell), and `stderr` is empty.
  static func run(_ executable: String, _ arguments: [String], timeout: Double, mergeOutput: Bool = false) -> Result {
    let start = Date()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let outURL = dir.appendingPathComponent("stdout")
    let errURL = dir.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    do {
      let out = try FileHandle(forWritingTo: outURL)
      let err = try FileHandle(forWritingTo: errURL)
      defer {
        try? out.close()
        try? err.close()
      }
      p.standardOutput = out
      p.standardError = mergeOutput ? out : err
      p.standardInput = FileHandle.nullDevice
      try p.run()
      let deadline = Date().addingTimeInterval(timeout)
      var timedOut = false
      while p.isRunning {
        if Date() > deadline {
          timedOut = true
          p.terminate()
          let hard = Date().addingTimeInterval(2)
          while p.isRunning && Date() < hard { usleep(5_000) }
          if p.isRunning { kill(p.processIdentifier, SIGKILL) }
          break
        }
        usleep(2_000)
      }
      p.waitUntilExit()
      return Result(
        status: p.terminationStatus, signaled: p.terminationReason == .uncaughtSignal && !timedOut, timedOut: timedOut,
        stdout: (try? Data(contentsOf: outURL)) ?? Data(), stderr: (try? Data(contentsOf: errURL)) ?? Data(),
        seconds: Date().timeIntervalSince(start))
    } catch {
      return Result(
        status: -1, signaled: false, timedOut: false, stdout: Data(),
        stderr: Data("cannot run \(executable): \(error)".utf8),
        seconds: 0)
    }
  }

  /// Calls `body(0..<count)` on up to `jobs` threads at once and waits for all.
  static func parallel(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let group = DispatchGroup()
    let slots = DispatchSemaphore(value: max(1, jobs))
    for i in 0..<count {
      slots.wait()
      group.enter()
      Thread.detachNewThread {
        body(i)
        slots.signal()
        group.leave()
      }
    }
    group.wait()
  }
}

/// A value shared between threads behind a lock.
final class LockedBox<T>: @unchecked Sendable {
  private var stored: T
  private let lock = NSLock()
  init(_ value: T) { stored = value }
  var value: T {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
  func mutate(_ body: (inout T) -> Void) {
    lock.lock()
    body(&stored)
    lock.unlock()
  }
}
