/// Where drills come from, verified: the REPL's `:drill` and `observatory drill` ask it for the
/// drill a request names, and it answers with one whose program Swift was found to agree with
/// (`VerifiedDrills` in the verification layer, which builds and runs it, or finds it in the
/// shipped bank or the cache). It verifies requests in the background when asked to, so that the
/// next drill is ready while the learner answers this one.
public protocol DrillSupply: AnyObject, Sendable {
  /// The drill for `request` (or, where it cannot be verified here, a verified one of the same
  /// topic that stands in for it); waits until it is verified.
  func drill(_ request: DrillRequest) -> Result<VerifiedDrill, DrillUnavailable>
  /// Starts verifying these in the background (in this order, one batch at a time).
  func prefetch(_ requests: [DrillRequest])
  /// Whether `drill(request)` would answer without waiting.
  func isReady(_ request: DrillRequest) -> Bool
}

/// A drill, and how it was verified (`checked against Swift 6.3.1`, `from the shipped bank`).
public struct VerifiedDrill: Sendable {
  public let drill: Drill
  public let verified: String

  public init(drill: Drill, verified: String) {
    self.drill = drill
    self.verified = verified
  }
}

/// No drill of the topic could be verified here (no toolchain, no bank, or every program failed).
public struct DrillUnavailable: Error, Sendable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) { self.description = description }
}
