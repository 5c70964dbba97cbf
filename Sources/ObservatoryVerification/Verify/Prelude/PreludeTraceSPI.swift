// MARK: - Trace: the SPI withObservationTracking(_:willSet:didSet:)
// With the trace (PreludeTrace.swift), for a lesson that uses the persistent SPI variant (its
// `@_spi(SwiftUI) import Observation` is in the header): the real one, its apply closure marked
// as a tracking scope and each callback reported, with what the property being written holds.
@_spi(SwiftUI) import Observation

func _realWithObservationTracking<T>(
  _ apply: () -> T, willSet: (@Sendable (ObservationTracking) -> Void)?,
  didSet: (@Sendable (ObservationTracking) -> Void)?
) -> T {
  switch (willSet, didSet) {
  case (let w?, let d?): return withObservationTracking(apply, willSet: w, didSet: d)
  case (let w?, nil): return withObservationTracking(apply, willSet: w)
  case (nil, let d?): return withObservationTracking(apply, didSet: d)
  case (nil, nil): return apply()
  }
}

extension Playground {
  static func withObservationTracking<T>(
    _ apply: () -> T, willSet: @escaping @Sendable (ObservationTracking) -> Void,
    didSet: @escaping @Sendable (ObservationTracking) -> Void, line: Int = #line
  ) -> T {
    let scope = Trace.Scope(kind: .tracking(line: line))
    return _realWithObservationTracking(
      { Trace.inside(scope, apply) }, willSet: Trace.reporting(scope, "willSet", willSet),
      didSet: Trace.reporting(scope, "didSet", didSet))
  }

  static func withObservationTracking<T>(
    _ apply: () -> T, willSet: @escaping @Sendable (ObservationTracking) -> Void, line: Int = #line
  ) -> T {
    let scope = Trace.Scope(kind: .tracking(line: line))
    return _realWithObservationTracking(
      { Trace.inside(scope, apply) }, willSet: Trace.reporting(scope, "willSet", willSet), didSet: nil)
  }

  static func withObservationTracking<T>(
    _ apply: () -> T, didSet: @escaping @Sendable (ObservationTracking) -> Void, line: Int = #line
  ) -> T {
    let scope = Trace.Scope(kind: .tracking(line: line))
    return _realWithObservationTracking(
      { Trace.inside(scope, apply) }, willSet: nil, didSet: Trace.reporting(scope, "didSet", didSet))
  }
}

extension Playground.Trace {
  /// A persistent callback, reporting that it runs and what the property being written holds then.
  static func reporting(
    _ scope: Scope, _ callback: String, _ body: @escaping @Sendable (ObservationTracking) -> Void
  ) -> @Sendable (ObservationTracking) -> Void {
    return { tracking in
      let sees = context.writes.last.flatMap { plain($0()) }
      log("fired \(scope.name) \(callback)" + (sees.map { ", sees " + $0 } ?? ""))
      runCallback { body(tracking) }
    }
  }
}
