import Foundation

import ObservatoryEngine

/// Lessons run as `observatory` runs them: on a thread with a big stack, limited by counts only.
enum BigStack {
  /// The corpus expects the errors that come at the same point on every run: the counted limits
  /// (instructions, tasks, events) and the lesson's own faults. Time and memory, which depend on
  /// the machine and on the tests running beside, are left out here; `HostileLessonTests` tests
  /// them through the binary.
  static let countedLimits: Limits = {
    var l = Limits()
    l.time = nil
    l.memory = nil
    return l
  }()

  /// Runs the lesson on a thread with a big stack, as `observatory` does (`onBigStack` in
  /// Sources/observatory/main.swift, 512 MB): the VM's limits (400 nested calls from the runtime
  /// into the lesson, ...) are sized for such a stack, not for a test runner's 8 MB worker threads
  /// (in a debug build one nested call takes about 32 KB). The stack here is 64 MB, smaller than the
  /// command line's, so that a stack-hungry regression shows up with moderate inputs. Returns the
  /// error and the CPU time parsing, compiling and running took, or nil if the run is still going after
  /// `seconds` (the thread is then left behind).
  static func run(_ file: SourceFile, waitingAtMost seconds: Int) -> (LessonError?, Duration)? {
    final class Box: @unchecked Sendable { var result: (LessonError?, Duration)? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      // CPU time of this thread, not wall time: a loaded machine (CI shares its cores with
      // builds) must not make a case fail.
      func cpu() -> Duration {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return .seconds(t.tv_sec) + .nanoseconds(t.tv_nsec)
      }
      let start = cpu()
      let run = LessonRun(file: file, traceEnabled: false, budget: 10_000_000, limits: BigStack.countedLimits)
      run.run()
      box.result = (run.error, cpu() - start)
      done.signal()
    }
    thread.stackSize = 64 << 20
    thread.start()
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
    return box.result
  }
}
