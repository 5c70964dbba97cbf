/// `.milliseconds(50)`, `.finish`, `.next(v)`: a member of the type the context expects. The
/// receiving builtin or the stored property's declared enum type interprets it.
final class ImplicitMember: HostObject {
  let name: String
  /// Emptied only by the reaper, when the value dies.
  private(set) var args: [Value]
  /// The call's argument labels (`.init(title:)`), and whether it was called at all.
  let labels: [Int?]
  let isCall: Bool
  init(name: String, args: [Value], labels: [Int?] = [], isCall: Bool = false) {
    self.name = name
    self.args = args
    self.labels = labels
    self.isCall = isCall || !args.isEmpty
  }
  deinit { Reaper.release(contentsOf: &args) }
  override func releaseValues(into pending: inout [Value]) {
    pending.append(contentsOf: args)
    args = []
  }
  override var typeName: String { "." + name }
  override var description: String {
    args.isEmpty
      ? "." + name : "." + name + "(" + args.map { describePlain($0, debug: true) }.joined(separator: ", ") + ")"
  }
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? ImplicitMember else { return false }
    return o.name == name && o.args.count == args.count && zip(o.args, args).allSatisfy { structurallyEqual($0, $1) }
  }
}
