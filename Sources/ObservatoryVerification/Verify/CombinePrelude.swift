/// The exported program's stand-in for the playground's Combine subset (`Views/Combine.swift`):
/// `Verify/Prelude/PreludeCombine.swift`, embedded by the build. Like the legacy stand-in, it is not
/// Combine: `observatory verify` reports the lessons that use it as "simulated only".
extension Prelude {
  /// Names that make an exported lesson include `combine` (after `legacy`, for `AnyCancellable`).
  static let combineNames: Set<String> = ["PassthroughSubject", "Just", "VirtualTimeScheduler", "AnyPublisher"]

  static let combine = String(decoding: PackageResources.PreludeCombine_swift, as: UTF8.self)
}
