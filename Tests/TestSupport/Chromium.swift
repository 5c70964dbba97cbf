import Foundation
import Testing

/// Headless Chromium (Debian's `chromium`, which scripts/setup.sh installs), as the web page's and
/// the drill page's tests drive it.
enum Chromium {
  static let paths = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
  static let path: String? = paths.first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The JSON a page writes into its `<pre id="test-report">` when loaded at `#test:TEST` in
  /// headless Chromium (the web page's and the drill page's tests read it).
  static func report(_ page: URL, _ test: String, window: String? = nil) throws -> Data {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: try #require(path))
    p.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]
      + (window.map { ["--window-size=" + $0] } ?? []) + [
        "--user-data-dir=" + page.deletingLastPathComponent().appendingPathComponent("profile").path,
        "--dump-dom", page.absoluteString + "#test:" + test,
      ]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    let start = try #require(dom.range(of: "<pre id=\"test-report\">"), "no report in the page Chromium shows")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    return Data(json.utf8)
  }
}
