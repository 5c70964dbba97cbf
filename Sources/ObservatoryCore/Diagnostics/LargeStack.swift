import Foundation

/// Runs work on a thread with a large stack and waits for it. Lesson nesting is bounded by the
/// parser (depth), the VM (frames, nested callbacks) and the budget; a 512 MB stack (reserved,
/// not committed) keeps those bounds far below what the Swift stack can take, whichever thread
/// the caller is on — the command line's main thread, a test runner's small-stack worker, the REPL.
enum LargeStack {
  static let size = 1 << 29

  static func run<T>(_ body: () throws -> T) throws -> T {
    try withoutActuallyEscaping(body) { escapable in
      let box = LargeStackBox<T>(escapable)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        box.result = Result { try box.body!() }
        box.body = nil  // the closure must not outlive `withoutActuallyEscaping`
        done.signal()
      }
      thread.stackSize = size
      thread.start()
      done.wait()
      return try box.result!.get()
    }
  }

  static func run<T>(_ body: () -> T) -> T {
    // The throwing overload never throws for a non-throwing body.
    (try? run { () throws -> T in body() })!
  }
}

/// Hands the work and its result between the caller and the large-stack thread; the semaphore
/// orders the accesses.
private final class LargeStackBox<T>: @unchecked Sendable {
  var result: Result<T, Error>?
  var body: (() throws -> T)?
  init(_ body: @escaping () throws -> T) { self.body = body }
}
