/// Which check the 6.3.1 `@Observable` setter makes before notifying (R7). Chosen by the
/// property's static type: `==` for Equatable types, `===` for classes, otherwise none.
public enum NotifyGate: Sendable {
  case equatable
  case identity
  case always
  /// Not known from the declaration; decided from the first value stored.
  case unknown
}
