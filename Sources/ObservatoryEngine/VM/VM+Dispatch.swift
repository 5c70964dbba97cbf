/// Where Swift's answer depends on a static type the playground does not know: a protocol
/// extension adds `farewell()` without requiring it, and a type conforming to the protocol has
/// its own `farewell()`. `g.farewell()` calls the extension's when `g`'s static type is the
/// protocol and the type's own when it is the type. Where the compiler knew the static type it
/// chose already; here it did not, so the lesson stops rather than print one of two answers.
extension VM {
  func checkDispatch(_ receiver: Value, _ sym: Int) throws {
    let type: NominalType
    switch receiver {
    case .object(let o): type = o.cls
    case .structValue(let s): type = s.type
    case .enumValue(let e): type = e.type
    default: return
    }
    guard case .method(let own)? = type.member(sym), !type.defaultedMembers.contains(sym),
      let owner = own.owner, !(owner is ProtocolInfo)
    else { return }
    for g in program.globals {
      guard case .type(let p as ProtocolInfo) = g, conforms(type, to: p.name),
        p.member(sym) != nil, !p.requirements.contains(program.symbolName(sym))
      else { continue }
      let name = program.symbolName(sym)
      throw Fault(
        "which '\(name)()' Swift calls here depends on the static type: '\(type.name)' has its own, and an extension of '\(p.name)' adds one that '\(p.name)' does not require",
        hint:
          "declare the value's type (let g: \(p.name) = ... for the extension's, or let g: \(type.name) = ... for \(type.name)'s)"
      )
    }
  }
}
