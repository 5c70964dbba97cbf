import CLimits
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on a thread with a large stack and waits for it. Lesson nesting is bounded by the
/// parser (depth), the VM (frames, nested callbacks) and the budget; a 512 MB stack (reserved,
/// not committed) keeps those bounds far below what the Swift stack can take, whichever thread
/// the caller is on — the command line's main thread, a test runner's small-stack worker, the REPL.
///
/// Work already on a large stack runs where it is (the command line runs everything on one).
/// Under an address-space limit (`ulimit -v`) the stack is a fraction of the limit, and if no
/// thread can be made at all the work runs on the caller's thread rather than waiting forever.
public enum LargeStack {
  /// The stack wanted: 512 MB, or an eighth of the address-space limit (at least 16 MB).
  static let size: Int = {
    let wanted = 1 << 29
    guard let space = MemoryUse.addressSpaceLimit else { return wanted }
    return min(wanted, max(16 << 20, space / 8))
  }()

  /// Done once, before the first lesson thread allocates: see `obs_malloc_single_arena`.
  private static let singleArena: Void = obs_malloc_single_arena()

  public static func run<T>(_ body: () throws -> T) throws -> T {
    if currentStackSize() >= size / 2 { return try body() }
    _ = singleArena
    return try withoutActuallyEscaping(body) { escapable in
      let box = LargeStackBox<T>(escapable)
      if !start(box, stackSize: size) {
        box.result = Result { try box.body!() }
      }
      return try box.result!.get()
    }
  }

  public static func run<T>(_ body: () -> T) -> T {
    // The throwing overload never throws for a non-throwing body.
    (try? run { () throws -> T in body() })!
  }

  /// Runs the box's work on a new thread with `stackSize` bytes of stack (or less, halving down
  /// to 16 MB, when that much cannot be reserved) and waits for it; false if no thread started.
  private static func start<T>(_ box: LargeStackBox<T>, stackSize: Int) -> Bool {
    var size = stackSize
    while size >= 16 << 20 {
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, size)
      let context = Unmanaged.passRetained(box as AnyObject).toOpaque()
      #if canImport(Glibc)
        var thread = pthread_t()
      #else
        var thread: pthread_t? = nil
      #endif
      let status = pthread_create(
        &thread, &attributes,
        { context in
          let box = Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue() as! LargeStackWork
          box.work()
          return nil
        }, context)
      if status == 0 {
        #if canImport(Glibc)
          pthread_join(thread, nil)
        #else
          pthread_join(thread!, nil)
        #endif
        return true
      }
      Unmanaged<AnyObject>.fromOpaque(context).release()
      size /= 2
    }
    return false
  }

  /// The size of the calling thread's stack (0 if it cannot be told).
  static func currentStackSize() -> Int { obs_current_stack_size() }
}

/// What the large-stack thread runs.
private protocol LargeStackWork: AnyObject {
  func work()
}

/// Hands the work and its result between the caller and the large-stack thread; joining the
/// thread orders the accesses.
private final class LargeStackBox<T>: LargeStackWork, @unchecked Sendable {
  var result: Result<T, Error>?
  var body: (() throws -> T)?
  init(_ body: @escaping () throws -> T) { self.body = body }

  func work() {
    result = Result { try body!() }
    body = nil  // the closure must not outlive `withoutActuallyEscaping`
  }
}
