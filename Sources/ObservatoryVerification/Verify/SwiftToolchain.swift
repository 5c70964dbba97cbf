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

  /// The version the playground's rules were measured on (docs/rules.md).
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
    /// Compiled as a `main.swift` of its own, whose `main` is then renamed to `entryPoint`: with
    /// `-entry-point-function-name`, swiftc folds the top level's `let`s as constants
    /// (`let big = Int.max; print(big + 1)` is refused), which a program of its own does not.
    public var ownMain = false

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
    // The compiler's own temporary files go into the batch's folder, removed with it.
    let tmp = "\(dir)/tmp"
    try? fm.createDirectory(atPath: tmp, withIntermediateDirectories: true)
    let failed = LockedBox<[Int: String]>([:])
    let swiftc = self.swiftc
    Subprocess.parallel(units.count, jobs: jobs) { i in
      let u = units[i]
      let src = "\(dir)/\(u.moduleName).swift"
      try? u.source.write(toFile: src, atomically: false, encoding: .utf8)
      let object = "\(dir)/\(u.moduleName).o"
      let entry = u.ownMain ? [] : ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", u.entryPoint]
      let r = Subprocess.run(
        swiftc,
        [
          "-swift-version", "5", "-suppress-warnings", "-diagnostic-style", "llvm", "-Onone", "-c", src,
          "-module-name", u.moduleName,
        ] + entry + ["-o", object] + (u.lineTables ? ["-gline-tables-only"] : []), timeout: 600,
        environment: ["TMPDIR": tmp])
      if r.status != 0 || r.timedOut {
        let text = String(decoding: r.stderr + r.stdout, as: UTF8.self)
        failed.mutate { $0[i] = r.timedOut ? "the compiler did not finish within 10 minutes" : text }
      } else if u.ownMain {
        let objcopy = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("llvm-objcopy")
          .path
        let renamed = Subprocess.run(objcopy, ["--redefine-sym", "main=\(u.entryPoint)", object], timeout: 60)
        if renamed.status != 0 || renamed.timedOut {
          failed.mutate {
            $0[i] =
              "llvm-objcopy could not rename the program's main: " + String(decoding: renamed.stderr, as: UTF8.self)
          }
        }
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
    try? driver.joined(separator: "\n").appending("\n").write(toFile: driverPath, atomically: false, encoding: .utf8)
    let exe = "\(dir)/lessons"
    let r = Subprocess.run(
      swiftc,
      ["-swift-version", "5", "-suppress-warnings", driverPath] + compiled.map { "\(dir)/\(units[$0].moduleName).o" }
        + ["-o", exe],
      timeout: 600, environment: ["TMPDIR": tmp])
    if r.status != 0 || r.timedOut {
      return Build(
        executable: nil, failures: failures, linkError: String(decoding: r.stderr + r.stdout, as: UTF8.self),
        seconds: Date().timeIntervalSince(start))
    }
    return Build(executable: exe, failures: failures, linkError: nil, seconds: Date().timeIntervalSince(start))
  }
}
