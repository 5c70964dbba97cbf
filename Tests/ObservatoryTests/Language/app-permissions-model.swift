struct Permission: OptionSet, CustomStringConvertible {
  let rawValue: Int
  static let read = Permission(rawValue: 1)
  static let write = Permission(rawValue: 2)
  static let delete = Permission(rawValue: 4)
  static let all: Permission = [.read, .write, .delete]
  var description: String {
    [(Permission.read, "r"), (.write, "w"), (.delete, "d")].map { contains($0.0) ? $0.1 : "-" }.joined()
  }
}

let viewer: Permission = .read
var editor: Permission = [.read, .write]
print(viewer, editor, Permission.all, editor.contains(.write), viewer.isSubset(of: editor))
editor.insert(.delete)
print(editor == .all, editor.rawValue)
editor.remove(.write)
print(editor, editor.intersection(viewer), editor.union([.write]))
