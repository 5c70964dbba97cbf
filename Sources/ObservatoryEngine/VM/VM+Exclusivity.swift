/// Swift's exclusivity enforcement, as far as a lesson can see it: while an `inout` argument or
/// a mutating method changes a variable, the write has moved the value out of its storage
/// (`VM.write`, `modifyProperty`), so a read of that storage then finds nothing. Swift stops the
/// program there ("Simultaneous accesses to ..., but modification requires exclusive access");
/// the playground says so too, instead of "used before it is initialized".
extension VM {
  /// A captured variable holding no value: one a write has moved out (an overlapping access),
  /// or one read before its first value.
  func cellUsedUninitialized(_ c: Cell) -> Fault {
    if c.isUnowned { return .unownedDestroyed }
    return cellsInAccess > 0 ? Fault.overlappingAccess(nil) : Fault("a variable is used before it was initialized")
  }

  /// A write moves `root` out of its storage (`globalsInAccess`, `cellsInAccess`).
  func beginAccess(_ root: PathDesc.Root) {
    switch root {
    case .global(let g): globalsInAccess.append(g)
    case .localCell, .captureCell: cellsInAccess += 1
    default: break
    }
  }

  func endAccess(_ root: PathDesc.Root) {
    switch root {
    case .global: globalsInAccess.removeLast()
    case .localCell, .captureCell: cellsInAccess -= 1
    default: break
    }
  }
}

extension Fault {
  /// A read of storage a write has moved out (`name`, or "a variable" when unnamed).
  static func overlappingAccess(_ name: String?) -> Fault {
    Fault(
      "overlapping accesses to \(name.map { "'\($0)'" } ?? "a variable"): it is read while an inout argument or a mutating method is changing it",
      hint:
        "Swift stops the program here too (Simultaneous accesses, but modification requires exclusive access); pass a copy, or read it after the call"
    )
  }

  /// Reading an `unowned` reference whose object is gone: Swift stops the program.
  static var unownedDestroyed: Fault {
    Fault(
      "fatal error: attempted to read an unowned reference but the object was already destroyed",
      hint: "'unowned' does not keep its object alive; use 'weak' (an Optional) where the object may go first")
  }
}
