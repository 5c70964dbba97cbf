// Port of observation-semantics/probes/p08_deinit.swift (R12).
// Unchanged from the real probe (imports are accepted and ignored by the playground). The .out
// file is the real output byte for byte.
// What happens to registered observers when the observed object is deallocated.
@_spi(SwiftUI) import Observation

@Observable final class M { var a = 0; var b = 0; deinit { print("    M.deinit") } }

print("[one-shot onChange, object released]")
do {
  var m: M? = M()
  withObservationTracking { _ = m!.a } onChange: { print("    onChange fired at deinit") }
  print("  releasing")
  m = nil
  print("  released")
}
print("[SPI willSet/didSet, object released]")
do {
  var m: M? = M()
  withObservationTracking { _ = m!.a; _ = m!.b } willSet: { t in
    print("    willSet at deinit; changed is \\M.self: \(t.changed == \M.self as AnyKeyPath)")
  } didSet: { _ in print("    didSet at deinit (unexpected)") }
  print("  releasing")
  m = nil
  print("  released")
}
print("[two one-shot observers of the same released object]")
do {
  var m: M? = M()
  withObservationTracking { _ = m!.a } onChange: { print("    observer X fired") }
  withObservationTracking { _ = m!.b } onChange: { print("    observer Y fired") }
  print("  releasing")
  m = nil
  print("  released")
}
print("[already-fired observer is not called again at deinit]")
do {
  var m: M? = M()
  withObservationTracking { _ = m!.a } onChange: { print("    onChange (first change)") }
  m!.a = 1
  m = nil
  print("  released")
}
