import CLimits
import Foundation

/// Interrupts running lessons often enough that the limits that depend on the machine — wall
/// time per statement and memory — hold even when single instructions are slow (a write that
/// notifies observers and renders values, a copy of a large array). The instruction budget alone
/// cannot do that: it is checked every `VM.sliceSize` instructions, and a slice of expensive
/// instructions can take seconds and gigabytes.
///
/// While a VM runs a statement it is *watched*: a background thread raises its `Preemption` flag
/// every `tick`, and the dispatch loop, which looks at the flag at every statement and loop turn, stops
/// to check the clock and the memory (`VM.checkMachineLimits`). The check happens on the lesson's
/// own thread, between two instructions, so it can throw a lesson error with a location, and the
/// lesson's state stays consistent. When nothing is watched, the thread sleeps.
final class Watchdog: @unchecked Sendable {
  static let shared = Watchdog()
  /// How often a watched lesson is interrupted to check its limits.
  static let tick: TimeInterval = 0.01

  private let condition = NSCondition()
  private var watched: [ObjectIdentifier: Preemption] = [:]
  private var started = false

  /// Starts raising `flag` every tick.
  func watch(_ flag: Preemption) {
    condition.lock()
    defer { condition.unlock() }
    watched[ObjectIdentifier(flag)] = flag
    if !started {
      started = true
      let thread = Thread { [self] in loop() }
      thread.name = "observatory watchdog"
      thread.stackSize = 1 << 16
      thread.start()
    }
    condition.signal()
  }

  func unwatch(_ flag: Preemption) {
    condition.lock()
    watched[ObjectIdentifier(flag)] = nil
    condition.unlock()
  }

  private func loop() {
    condition.lock()
    while true {
      if watched.isEmpty {
        condition.wait()
      } else {
        _ = condition.wait(until: Date(timeIntervalSinceNow: Watchdog.tick))
        for flag in watched.values { flag.raise() }
      }
    }
  }
}

/// The flag the watchdog raises and the dispatch loop polls (a C11 atomic: see CLimits.h).
final class Preemption: @unchecked Sendable {
  /// The dispatch loop holds this pointer and polls it at every statement and backward jump (a plain load).
  let flag: UnsafeMutablePointer<obs_flag>

  init() {
    guard let f = obs_flag_new() else { fatalError("out of memory") }
    flag = f
  }

  deinit { obs_flag_free(flag) }

  func raise() { obs_flag_raise(flag) }

  /// Lowers the flag.
  func lower() { _ = obs_flag_take(flag) }
}

extension Watchdog {
  /// Checks the limits from inside a builtin that loops over a large collection (a sort, a set
  /// of millions, a description): the dispatch loop does not run meanwhile, so it cannot see
  /// the watchdog's flag. One load of a thread-local and an atomic when nothing is raised.
  @inline(__always)
  static func poll() throws {
    if let vm = obs_running_raised() { try Unmanaged<VM>.fromOpaque(vm).takeUnretainedValue().preempted() }
  }
}
