/// Names for objects, from the code: an object is called by the path the lesson reaches it by —
/// the variable that holds it (`counter`), then properties, array elements and struct members
/// (`room.player`, `modernDashboard.metrics[3]`). An object with no such path is `Type#n`.
///
/// Names are given when a variable is bound and when a property is written, and passed down to
/// everything the object holds. A write moves names: the old value's objects lose the names under
/// that path, the new value's objects take them (so after `items.remove(at: 0)` the element that
/// moved is `items[0]`). While the REPL inspects a paused lesson, only objects the entry itself
/// created are named, so that looking at a lesson never renames its objects (`freeze`).
final class ObjectNaming {
  /// Whether objects are named at all. A run nobody watches (`run --quiet`) names nothing: naming
  /// a value walks it, so a write would cost its size.
  var isOn = true
  /// While the REPL inspects a paused lesson: per class, how many instances existed before (those
  /// are not renamed).
  private var frozen: [ObjectIdentifier: Int]?
  /// Which live object holds which name (one object per name).
  private unowned let runtime: ObservationRuntime

  init(runtime: ObservationRuntime) { self.runtime = runtime }

  /// How many objects one naming may visit (a huge object graph is named only in part).
  static let maxVisits = 20_000
  /// How deep below a named object names are passed down.
  static let maxDepth = 8

  /// Whether `o` may be given a name now.
  func mayName(_ o: Instance) -> Bool {
    guard isOn else { return false }
    guard let frozen = frozen else { return true }
    return o.serial > (frozen[ObjectIdentifier(o.cls)] ?? 0)
  }

  /// Gives an object a name from the variable that holds it, unless another live object has it,
  /// and names what it holds after it.
  func nameObject(_ o: Instance, _ name: String) {
    if let holder = runtime.namedObjects[name], holder != ObjectIdentifier(o) { return }
    guard mayName(o) else { return }
    o.name = name
    o.cls.runtime = runtime
    runtime.namedObjects[name] = ObjectIdentifier(o)
    nameHeld(by: o)
  }

  /// Names what `o` holds, below its own name.
  func nameHeld(by o: Instance) {
    guard isOn else { return }
    var budget = ObjectNaming.maxVisits
    nameHeld(by: o, depth: 0, budget: &budget)
  }

  private func nameHeld(by o: Instance, depth: Int, budget: inout Int) {
    guard let n = o.name, depth < ObjectNaming.maxDepth else { return }
    for f in o.cls.fields where !isWeak(o.fields[f.index]) {
      nameInside(o.fields[f.index], n + "." + f.name, depth: depth, budget: &budget)
    }
  }

  /// Names the unnamed objects inside `v` (an object, an optional, an array, a struct) by `path`.
  func nameInside(_ v: Value, _ path: String, depth: Int, budget: inout Int) {
    guard budget > 0, depth < ObjectNaming.maxDepth else { return }
    budget -= 1
    switch v {
    case .object(let child):
      guard child.name == nil, mayName(child) else { return }
      child.name = path
      nameHeld(by: child, depth: depth + 1, budget: &budget)
    case .some(let inner):
      nameInside(inner, path, depth: depth + 1, budget: &budget)
    case .array(let xs):
      guard let first = xs.first, mayHoldObjects(first) else { return }
      for (i, x) in xs.enumerated() { nameInside(x, "\(path)[\(i)]", depth: depth + 1, budget: &budget) }
    case .structValue(let s):
      for f in s.type.fields where f.index < s.fields.count {
        nameInside(s.fields[f.index], path + "." + f.name, depth: depth + 1, budget: &budget)
      }
    default:
      return
    }
  }

  /// The objects inside `v` named under `path` lose those names (before the value is replaced).
  func unnameInside(_ v: Value, _ path: String, depth: Int = 0, budget: inout Int) {
    guard budget > 0, depth < ObjectNaming.maxDepth * 2 else { return }
    budget -= 1
    switch v {
    case .object(let o):
      guard let n = o.name, n == path || n.hasPrefix(path + ".") || n.hasPrefix(path + "["), mayName(o) else {
        return
      }
      o.name = nil
      for f in o.cls.fields where !isWeak(o.fields[f.index]) {
        unnameInside(o.fields[f.index], path, depth: depth + 1, budget: &budget)
      }
    case .some(let inner):
      unnameInside(inner, path, depth: depth + 1, budget: &budget)
    case .array(let xs):
      guard let first = xs.first, mayHoldObjects(first) else { return }
      for x in xs { unnameInside(x, path, depth: depth + 1, budget: &budget) }
    case .structValue(let s):
      for x in s.fields { unnameInside(x, path, depth: depth + 1, budget: &budget) }
    default:
      return
    }
  }

  /// After `o.field` changed from `old` to `new`: names move from the old value to the new one.
  func renameField(_ o: Instance, _ field: FieldInfo, old: Value, new: Value) {
    guard isOn, let n = o.name, mayHoldObjects(old) || mayHoldObjects(new) else { return }
    let path = n + "." + field.name
    var budget = ObjectNaming.maxVisits
    unnameInside(old, path, budget: &budget)
    budget = ObjectNaming.maxVisits
    nameInside(new, path, depth: 0, budget: &budget)
  }

  /// Names a value bound to a variable: the object itself (`let counter = Counter()`) or the
  /// objects in an array (`let tiles = [Tile(), Tile()]` → `tiles[0]`, `tiles[1]`).
  func nameBound(_ v: Value, _ name: String) {
    guard isOn else { return }
    switch v {
    case .object(let o):
      if o.name == nil, mayName(o) { nameObject(o, name) }
    case .array:
      var budget = ObjectNaming.maxVisits
      nameInside(v, name, depth: 0, budget: &budget)
    default:
      return
    }
  }

  /// Whether writing `o`'s property holding `v` may move names (`renameField`).
  func namesMove(_ o: Instance, _ v: Value) -> Bool { isOn && o.name != nil && mayHoldObjects(v) }

  /// Whether a value can be (or contain) an object; plain numbers and strings cannot.
  private func mayHoldObjects(_ v: Value, depth: Int = 0) -> Bool {
    guard depth < ObjectNaming.maxDepth else { return false }
    switch v {
    case .object: return true
    case .structValue(let s): return s.fields.contains { mayHoldObjects($0, depth: depth + 1) }
    case .some(let inner): return mayHoldObjects(inner, depth: depth + 1)
    case .array(let xs): return xs.first.map { mayHoldObjects($0, depth: depth + 1) } ?? false
    default: return false
    }
  }

  private func isWeak(_ v: Value) -> Bool { if case .cell = v { return true } else { return false } }

  /// While an entry inspects a paused lesson, objects that existed before it keep their names.
  func freeze(_ classes: [ClassInfo]) {
    var counts: [ObjectIdentifier: Int] = [:]
    for c in classes { counts[ObjectIdentifier(c)] = c.instanceCount }
    frozen = counts
  }

  /// The entry ended: names may be given again.
  func thaw() { frozen = nil }
}
