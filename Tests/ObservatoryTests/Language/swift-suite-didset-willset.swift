// The Swift project's test of property observers on an `@Observable` property
// (test/stdlib/Observation/ObservableDidSetWillSet.swift), ported to a standalone program:
// willSet sees the new value, didSet the old one, and both run around the macro's notification.
import Observation

@Observable
public class Job {
  public enum Phase {
    case queued
    case active
    case finished
  }

  public var phase: Phase = .queued {
    willSet {
      print("next phase=\(String(describing: newValue))")
    }
    didSet {
      guard oldValue != phase else { return }
      print("previous phase=\(String(describing: oldValue))")
    }
  }
}

let job = Job()
withObservationTracking {
  _ = job.phase
} onChange: {
  print("onChange, phase still \(job.phase)")
}
job.phase = .active
job.phase = .finished
job.phase = .finished
print("now", job.phase)
