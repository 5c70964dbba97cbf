import Foundation

/// Foundation's `URL`, wrapping the real one, so parsing (`URL(string:)` is nil for text that is
/// no URL reference), its parts and printing are Swift's own. Only what works on the text of the
/// URL: nothing here reads the file system or the network (`URL(fileURLWithPath:)`, `Data(contentsOf:)`
/// and `appendingPathComponent` on a `file:` URL, which asks the file system whether the path is a
/// directory, are refused when the lesson loads; `appending(path:)` infers that from the path).
final class URLValue: FoundationValue<URL> {
  var url: URL { wrapped }

  override var typeName: String { "URL" }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    func optional(_ s: String?) -> Value { s.map { .some(.string($0)) } ?? .null }
    switch name {
    case "absoluteString": return .string(url.absoluteString)
    case "description", "debugDescription": return .string(url.description)
    case "scheme": return optional(url.scheme)
    case "host": return optional(url.host)
    case "port": return url.port.map { .some(.int($0)) } ?? .null
    case "path": return .string(url.path)
    case "query": return optional(url.query)
    case "fragment": return optional(url.fragment)
    case "user": return optional(url.user)
    case "lastPathComponent": return .string(url.lastPathComponent)
    case "pathExtension": return .string(url.pathExtension)
    case "pathComponents": return .array(url.pathComponents.map { .string($0) })
    default: return nil
    }
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    switch (name, labels) {
    case ("appendingPathComponent", [nil]):
      let component = try Builtins.string(args[0], "the path component")
      try noFileSystem("appendingPathComponent(_:)")
      return .host(URLValue(url.appendingPathComponent(component)))
    case ("appending", ["path"]):
      // Its default `directoryHint: .inferFromPath` reads the path, not the file system
      // (verified against Swift 6.3.1: `file:///` + "tmp" is `file:///tmp`).
      let path = try Builtins.string(args[0], "path")
      return .host(URLValue(url.appending(path: path)))
    case ("deletingLastPathComponent", []): return .host(URLValue(url.deletingLastPathComponent()))
    case ("deletingPathExtension", []): return .host(URLValue(url.deletingPathExtension()))
    case ("appendingPathExtension", [nil]):
      return .host(URLValue(url.appendingPathExtension(try Builtins.string(args[0], "the extension"))))
    default: return nil
    }
  }

  /// Appending to a `file:` URL asks the file system whether the result is a directory: the
  /// compiler lets through only receivers it sees are no file URL (`Compiler+FileURLs.swift`).
  private func noFileSystem(_ method: String) throws {
    if url.isFileURL { throw Fault("internal: \(method) met a file URL the load-time check let through") }
  }

  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    guard case .host(let o as URLValue) = other else { return nil }
    switch op {
    case .eq: return .bool(url == o.url)
    case .ne: return .bool(url != o.url)
    default: return nil
    }
  }

  /// `URL(string:)`: nil for text Foundation does not accept as a URL.
  static func construct(_ vm: VM, _ args: [Value], _ labels: [String?]) throws -> Value {
    guard labels == ["string"] else { throw Fault("no initializer of 'URL' takes these arguments") }
    let text = try Builtins.string(args[0], "string")
    return URL(string: text).map { .some(.host(URLValue($0))) } ?? .null
  }
}
