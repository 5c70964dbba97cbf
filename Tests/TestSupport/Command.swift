import Foundation

/// What a finished `observatory` command printed, and how it ended.
struct CommandResult {
  let status: Int32
  let stdout: String
  let stderr: String
}

/// Runs `observatory ARGS` to its end as a user would, without colors and at 80 columns (COLUMNS
/// unset): `input`, when given, is its standard input, closed after it is written.
func observatory(
  _ args: [String] = [], input: String? = nil, cwd: URL? = nil, environment: [String: String] = [:]
) throws -> CommandResult {
  let p = Process()
  p.executableURL = Repository.observatory
  p.arguments = args
  if let cwd { p.currentDirectoryURL = cwd }
  var env = ProcessInfo.processInfo.environment
  env["NO_COLOR"] = "1"
  env["COLUMNS"] = nil  // output is wrapped to COLUMNS, else 80 columns when not a terminal
  for (k, v) in environment { env[k] = v }
  p.environment = env
  let inPipe = Pipe()
  let out = Pipe()
  let err = Pipe()
  if input != nil { p.standardInput = inPipe }
  p.standardOutput = out
  p.standardError = err
  try p.run()
  if let input {
    inPipe.fileHandleForWriting.write(Data(input.utf8))
    try inPipe.fileHandleForWriting.close()
  }
  // Standard error is read on its own thread: a command that fills one pipe while the test
  // waits on the other must not block.
  final class Box: @unchecked Sendable { var data = Data() }
  let errBox = Box()
  let errDone = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    errBox.data = err.fileHandleForReading.readDataToEndOfFile()
    errDone.signal()
  }
  let o = out.fileHandleForReading.readDataToEndOfFile()
  errDone.wait()
  p.waitUntilExit()
  return CommandResult(
    status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
    stderr: String(decoding: errBox.data, as: UTF8.self))
}

/// A lesson file with `text`, in a fresh temporary folder.
func tempLesson(_ name: String, _ text: String) throws -> URL {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  let url = dir.appendingPathComponent(name)
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url
}
