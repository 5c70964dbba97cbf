// MARK: - withTracking
import Observation

/// `withTracking` is the playground's short name for `withObservationTracking`.
func withTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
  withObservationTracking(apply, onChange: onChange())
}
