/// `import` declarations: the playground has every module's names at hand, but a few of
/// Foundation's members are not Swift's without the import, and swiftc refuses a lesson that
/// uses them without it (`String(format:)`: "incorrect argument labels in call (have
/// 'format:_:', expected 'repeating:count:')", verified against Swift 6.3.1). SwiftUI and the
/// Apple UI frameworks re-export Foundation.
extension Compiler {
  /// Modules whose import makes Foundation's names visible.
  static let foundationModules: Set<String> = ["Foundation", "SwiftUI", "UIKit", "AppKit", "Cocoa"]

  /// Records the modules the top-level `import` declarations name (`import Foundation`,
  /// `import struct Foundation.Date`, `@preconcurrency import Combine`).
  func noteImports(_ stmts: [Stmt]) {
    for s in stmts {
      guard case .ignored = s.kind else { continue }
      let words = file.text(from: s.start, to: s.end).split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let k = words.firstIndex(of: "import"), let path = words.last, words.index(after: k) < words.endIndex
      else { continue }
      if let module = path.split(separator: ".").first { program.importedModules.insert(String(module)) }
    }
  }

  /// Whether the lesson imports Foundation or a module that re-exports it.
  var importsFoundation: Bool { !program.importedModules.isDisjoint(with: Compiler.foundationModules) }

  /// `String(format:)` without the import: swiftc's own error, when the lesson loads.
  func checkFoundationImport(_ type: String, _ args: [Argument], at offset: Int) throws {
    guard type == "String", args.first?.label == "format", !importsFoundation else { return }
    throw error(
      "incorrect argument labels in call (have '\(args.map { ($0.label ?? "_") + ":" }.joined())', expected "
        + "'repeating:count:')", at: offset,
      hint: "String(format:) is Foundation's: add 'import Foundation' at the top of the lesson")
  }
}
