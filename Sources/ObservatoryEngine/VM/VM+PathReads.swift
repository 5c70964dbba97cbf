/// Reading along a storage path (`m.items[0].name`): each step is a getter (a tracked
/// `access` for an `@Observable` property, R9) or, when only peeking, a plain read. The write
/// protocol built on these reads is in `VM+Paths.swift`.
extension VM {
  /// One step of a read: the member, element or unwrapped value after `base`. `commit` makes it
  /// a real getter (tracked access, object naming); otherwise it only peeks.
  func step(_ base: Value, _ c: PathDesc.Component, _ args: [Value], _ argIndex: inout Int, commit: Bool)
    throws -> Value?
  {
    switch c {
    case .member(let sym):
      switch base {
      case .object(let o):
        if let field = o.cls.field(sym) {
          if commit { return try readField(o, field) }
          return o.fields[field.index].weakDereferenced
        }
      case .structValue(let s):
        if let field = s.type.field(sym) { return s.fields[field.index].weakDereferenced }
      default: break
      }
      let f = fiber
      try f.push(base)
      let depth = f.frames.count
      let mark = f.sp - 1
      try getMember(sym)
      if f.frames.count > depth {
        nestedRuns += 1
        defer { nestedRuns -= 1 }
        _ = try execute(f, boundary: depth)
      }
      let v = f.stack[f.sp - 1]
      f.truncate(to: mark)
      return v
    case .subscriptAccess(let argc):
      let these = Array(args[argIndex..<argIndex + argc])
      argIndex += argc
      return try subscriptValue(base, these)
    case .force:
      switch base {
      case .null:
        throw Fault("unexpectedly found nil while unwrapping an Optional value", hint: "check with if let first")
      case .some(let v): return v
      default: return base
      }
    case .bind:
      switch base {
      case .null: return nil
      case .some(let v): return v
      default: return base
      }
    case .keyPath:
      throw Fault("internal: a key path left in a storage path")
    }
  }

  /// The value at the end of the path, or nil if an optional link was nil.
  func readPath(_ path: PathDesc, root: Value, args: [Value], commit: Bool) throws -> Value? {
    var cur = root
    var argIndex = 0
    for c in path.components {
      guard let next = try step(cur, c, args, &argIndex, commit: commit) else { return nil }
      cur = next
    }
    return cur
  }
}
