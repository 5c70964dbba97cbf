/// A member reached through a protocol's witness (`Compiler+Witnesses.swift`): a class that
/// declares `m` again, where the class that conforms had `m` from a protocol extension, does not
/// override it, so a call through the protocol (or through that superclass) takes the default.
extension VM {
  func witnessMember(_ sym: Int) throws {
    if case .object(let o) = fiber.top, let source = o.cls.shadowedDefaults[sym] {
      return try superMember(sym, .type(source))
    }
    try getMember(sym)
  }
}
