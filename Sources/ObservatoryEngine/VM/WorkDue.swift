/// What waits for the next statement, a bit each: the deinits of objects that died
/// (`ObservationRuntime.pendingDeinits`) and the ends of released streams
/// (`FoundationState.releasedStreams`). The two keep their bit current as their lists change, so
/// the VM tests one byte at every statement and return instead of the two lists.
final class WorkDue {
  static let deinits: UInt8 = 1
  static let streams: UInt8 = 2
  private(set) var bits: UInt8 = 0

  /// Sets or clears `bit`: whether its list holds anything.
  @inline(__always)
  func mark(_ bit: UInt8, _ waiting: Bool) { bits = waiting ? bits | bit : bits & ~bit }
}
