/// The standard library's subscripts: an array's (an index or a range, which makes an
/// `ArraySlice`), a dictionary's (a key, with a default), a string's, a `Range<Int>`'s, and those
/// of wrappers and Foundation values. Swift's traps (an index out of range) are lesson errors.
extension Builtins {
  static func subscriptValue(_ vm: VM, _ base: Value, _ args: [Value]) throws -> Value {
    switch base {
    case .array(let xs):
      guard args.count == 1 else { throw Fault("an array subscript takes one index") }
      switch args[0] {
      case .int(let i):
        guard i >= 0 && i < xs.count else { throw vm.indexOutOfRange(i, count: xs.count) }
        return xs[i]
      case .range(let r):
        let lower = r.fromStart ? 0 : r.lower
        guard let end = r.toEnd ? xs.count : r.end, lower >= 0, end <= xs.count, lower <= end else {
          throw Fault("range \(describePlain(args[0])) is out of bounds for an array of \(xs.count) elements")
        }
        // An ArraySlice, which keeps the array's indices (`slice.startIndex` is `lower`).
        return .host(SequenceWrapper(.slice(start: lower), Array(xs[lower..<end])))
      default:
        throw Fault("an array index must be an Int, not '\(valueTypeName(args[0]))'")
      }
    case .dict(let d):
      if let r = try hashedIndexSubscript(base, args) { return r }
      guard args.count == 1 || args.count == 2 else { throw Fault("a dictionary subscript takes a key") }
      if let v = d[args[0]] { return args.count == 2 ? v : .some(v) }
      return args.count == 2 ? args[1] : .null
    case .string(let s): return try stringSubscript(s, args)
    case .set:
      if let r = try hashedIndexSubscript(base, args) { return r }
      throw Fault("value of type '\(valueTypeName(base))' has no subscripts")
    case .host(let w as SequenceWrapper): return try wrapperSubscript(vm, w, args)
    case .range(let r):
      if let x = try indexSubscript(base, args) { return x }  // `(1...5)[i]`, `i` a ClosedRange index
      // A `Range<Int>`'s element at an index is the index itself, within the range or Swift's trap.
      if !r.closed, args.count == 1, case .int(let i) = args[0] {
        guard i >= r.lower && i < r.upper else {
          throw Fault("index out of range: index \(i), but the range is \(describePlain(base))")
        }
        return .int(i)
      }
      throw Fault("value of type '\(valueTypeName(base))' has no subscripts")
    case .null, .some:
      throw Fault("value of optional type must be unwrapped before subscripting", hint: "use ?[ ] or unwrap it first")
    case .host(let n as NativeValue):
      if let r = try n.subscriptGet(vm, args) { return r }
      throw Fault("value of type '\(valueTypeName(base))' has no subscripts")
    default:
      throw Fault("value of type '\(valueTypeName(base))' has no subscripts")
    }
  }
}
