import Foundation

/// The `observatory` binary run as a separate process that a test talks to while it runs:
/// input written when the test decides, output read as it comes, and a deadline after which it
/// is killed (so that a command that hangs fails its test instead of stopping the suite).
final class ChildProcess: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let lock = NSLock()
  private var outData = Data()
  private var errData = Data()
  private let done = DispatchGroup()

  /// Starts `observatory ARGS` with `NO_COLOR`, 80 columns and `environment` added.
  init(_ args: [String], environment: [String: String] = [:], directory: URL? = nil) throws {
    process.executableURL = Repository.observatory
    process.arguments = args
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["COLUMNS"] = nil
    env["OBSERVATORY_LESSONS"] = nil
    env["OBSERVATORY_COURSE"] = nil
    for (k, v) in environment { env[k] = v }
    process.environment = env
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardInput = input
    process.standardOutput = out
    process.standardError = err
    try process.run()
    for (pipe, isOut) in [(out, true), (err, false)] {
      DispatchQueue.global().async(group: done) { [self] in
        let h = pipe.fileHandleForReading
        while true {
          let chunk = h.availableData
          if chunk.isEmpty { break }
          lock.lock()
          if isOut { outData.append(chunk) } else { errData.append(chunk) }
          lock.unlock()
        }
      }
    }
  }

  var stdout: String { lock.withLock { String(decoding: outData, as: UTF8.self) } }
  var stderr: String { lock.withLock { String(decoding: errData, as: UTF8.self) } }

  func write(_ text: String) { input.fileHandleForWriting.write(Data(text.utf8)) }
  func closeInput() { try? input.fileHandleForWriting.close() }

  /// Waits until standard output holds `text` (true), or the process ended or `seconds` passed.
  func waitForOutput(_ text: String, seconds: Double = 300) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if stdout.contains(text) { return true }
      if !process.isRunning { return stdout.contains(text) }
      usleep(2_000)
    }
    return false
  }

  /// Waits for the process to end; after `seconds` it is killed and nil returned (a hang).
  func finish(seconds: Double = 300) -> Int32? {
    closeInput()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      done.wait()
      return nil
    }
    process.waitUntilExit()
    done.wait()
    return process.terminationStatus
  }

  /// Runs `observatory ARGS` with `input` to its end within `seconds`: status (nil: it hung and
  /// was killed), output, errors.
  static func run(
    _ args: [String], input: String = "", environment: [String: String] = [:], directory: URL? = nil,
    seconds: Double = 300
  ) throws -> (status: Int32?, out: String, err: String) {
    let child = try ChildProcess(args, environment: environment, directory: directory)
    child.write(input)
    let status = child.finish(seconds: seconds)
    return (status, child.stdout, child.stderr)
  }
}

/// A fresh folder for one test, removed when the test is done with it.
struct Scratch {
  let url: URL
  init(_ name: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
  @discardableResult
  func file(_ name: String, _ text: String) throws -> String {
    try text.write(toFile: path(name), atomically: false, encoding: .utf8)
    return path(name)
  }
  func fifo(_ name: String) -> String {
    mkfifo(path(name), 0o644)
    return path(name)
  }
  func remove() { try? FileManager.default.removeItem(at: url) }
  /// The names in the folder.
  var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
}
