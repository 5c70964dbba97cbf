import Foundation
import ObservatoryPresentation

extension SwiftToolchain {
  /// The compiler the check uses: `$OBSERVATORY_SWIFTC` when set, else the first `swiftc` on PATH.
  /// Its version line is remembered beside the check's cache (by path, size and modification
  /// time), so that a command does not start a compiler only to ask its version.
  public static func forCompilerCheck(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SwiftToolchain? {
    guard
      let swiftc = environment["OBSERVATORY_SWIFTC"].flatMap({ $0.isEmpty ? nil : $0 }) ?? onPath(environment["PATH"])
    else { return nil }
    guard FileManager.default.isExecutableFile(atPath: swiftc),
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path)
    else { return nil }
    let stamp =
      "\(swiftc)\t\((attributes[.size] as? Int) ?? 0)\t\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
    let memo = XDG.cacheHome(environment) + "/observatory/swiftc-version"
    if let data = FileManager.default.contents(atPath: memo) {
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      if lines.count >= 2, lines[0] == stamp { return SwiftToolchain(swiftc: swiftc, version: String(lines[1])) }
    }
    let r = Subprocess.run(swiftc, ["--version"], timeout: 60)
    let text = String(decoding: r.stdout + r.stderr, as: UTF8.self)
    guard r.status == 0, !r.timedOut else { return nil }
    let version =
      text.split(separator: "\n").first { $0.contains("Swift version") }.map(String.init)
      ?? text.trimmingCharacters(in: .whitespacesAndNewlines)
    try? FileManager.default.createDirectory(
      atPath: (memo as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? (stamp + "\n" + version + "\n").write(toFile: memo, atomically: true, encoding: .utf8)
    return SwiftToolchain(swiftc: swiftc, version: version)
  }

  static func onPath(_ path: String?) -> String? {
    for dir in (path ?? "").split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/swiftc") {
      return "\(dir)/swiftc"
    }
    return nil
  }
}
