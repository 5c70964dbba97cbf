import Foundation
import ObservatoryEngine

/// What the `@Observable` macro writes for each class of a lesson, as the installed compiler
/// expands it (`swiftc -typecheck -Xfrontend -dump-macro-expansions`): the members it adds
/// (the registrar, `access`, `withMutation`, the `shouldNotifyObservers` overloads), each tracked
/// property's storage and accessors (`@ObservationTracked`), and the `Observable` conformance.
///
/// The compiler prints each expansion as a buffer named by where it is attached, mangled:
/// `@__swiftmacro_4main4CartC5items18ObservationTrackedfMa_` is the accessors (`fMa_`) that
/// `@ObservationTracked` gives `items` in class `Cart` of module `main`.
public struct MacroExpansion: Sendable {
  /// One expansion buffer.
  public struct Buffer: Sendable, Equatable {
    /// The declaration it is attached to, with the types around it (`["Outer", "Inner", "count"]`).
    public let path: [String]
    /// `Observable`, `ObservationTracked`, `ObservationIgnored`.
    public let macro: String
    public let role: Role
    /// The code, with the macro's generic parameter names made readable (`Member`).
    public let code: String
  }

  /// What a macro expansion adds (the letter after `fM` in its buffer's name).
  public enum Role: String, Sendable {
    case member = "m"
    case memberAttribute = "r"
    case peer = "p"
    case accessor = "a"
    case `extension` = "e"
    case other = "?"
  }

  public let buffers: [Buffer]

  /// The classes `@Observable` was expanded on, in the order the compiler printed them (`Cart`,
  /// `Outer.Inner`).
  public var observableTypes: [String] {
    var out: [String] = []
    for b in buffers where b.macro == "Observable" && b.role == .member {
      let name = b.path.joined(separator: ".")
      if !out.contains(name) { out.append(name) }
    }
    return out
  }

  /// The buffers of one class: its own (`Observable`'s) and its members'.
  public func buffers(of type: String) -> [Buffer] {
    let path = type.split(separator: ".").map(String.init)
    return buffers.filter { b in
      Array(b.path.prefix(path.count)) == path && (b.path.count == path.count || b.path.count == path.count + 1)
    }
  }

  /// Reads the compiler's dump.
  public static func parse(_ dump: String) -> MacroExpansion {
    var buffers: [Buffer] = []
    let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
    var i = 0
    let rule = "------------------------------"
    while i < lines.count {
      let header = lines[i]
      guard header.hasPrefix("@__swiftmacro_"), i + 1 < lines.count, lines[i + 1] == rule else {
        i += 1
        continue
      }
      var j = i + 2
      var code: [Substring] = []
      while j < lines.count && lines[j] != rule {
        code.append(lines[j])
        j += 1
      }
      if let (path, macro, role) = decode(header.dropFirst("@__swiftmacro_".count)) {
        buffers.append(
          Buffer(
            path: path, macro: macro, role: role, code: readable(code.joined(separator: "\n"))))
      }
      i = j + 1
    }
    return MacroExpansion(buffers: buffers)
  }

  /// `4main4CartC5items18ObservationTrackedfMa_.swift` → (`["Cart", "items"]`,
  /// `ObservationTracked`, `.accessor`). The module is dropped, and so is a private name's
  /// discriminator (`33_<hex>LL`).
  static func decode(_ name: Substring) -> (path: [String], macro: String, role: Role)? {
    guard let f = name.range(of: "fM") else { return nil }
    let idents = identifiers(name[..<f.lowerBound])
    guard idents.count >= 3, let letter = name[f.upperBound...].first else { return nil }
    let names = idents.dropFirst().filter { !($0.hasPrefix("_") && $0.count == 33 && $0.dropFirst().allSatisfy(\.isHexDigit)) }
    guard let macro = names.last else { return nil }
    return (Array(names.dropLast()), macro, Role(rawValue: String(letter)) ?? .other)
  }

  /// The length-prefixed identifiers of a mangled name, skipping the letters between them.
  static func identifiers(_ s: Substring) -> [String] {
    var out: [String] = []
    var i = s.startIndex
    while i < s.endIndex {
      guard s[i].isNumber else {
        i = s.index(after: i)
        continue
      }
      var j = i
      while j < s.endIndex && s[j].isNumber { j = s.index(after: j) }
      guard let n = Int(s[i..<j]), let end = s.index(j, offsetBy: n, limitedBy: s.endIndex) else { break }
      out.append(String(s[j..<end]))
      i = end
    }
    return out
  }

  /// `$s4main4Cart10ObservablefMm_6MemberfMu_` (a name the macro made unique) → `Member`.
  static func readable(_ code: String) -> String {
    var out = ""
    var rest = Substring(code)
    while let start = rest.range(of: "$s") {
      out += rest[..<start.lowerBound]
      let tail = rest[start.upperBound...]
      // The unique name ends at `fMu` and its digits and `_`.
      guard let u = tail.range(of: "fMu") else {
        out += "$s"
        rest = tail
        continue
      }
      var end = u.upperBound
      while end < tail.endIndex && tail[end].isNumber { end = tail.index(after: end) }
      guard end < tail.endIndex, tail[end] == "_", let name = identifiers(tail[..<u.lowerBound]).last else {
        out += "$s"
        rest = tail
        continue
      }
      out += name
      rest = tail[tail.index(after: end)...]
    }
    return out + rest
  }
}
