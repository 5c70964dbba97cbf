// MARK: - Trace: the real runtime's events
// Only in the program `observatory verify` builds (not in `observatory export --swift`): it
// reports, on standard error, what the real Observation runtime does, one event a line
// (`observatory: event willSet Cart#1.items`), for `verify` to compare with the playground's trace.
//
// It changes no rule of the runtime. The lesson's `@Observable` classes are expanded by the real
// macro, whose code names `Observation.ObservationRegistrar()`: the enum `Observation` below
// shadows the module's name, so that registrar is `_TracedRegistrar`, which reports each call
// and hands it on to a real `ObservationRegistrar`. The lesson's `withObservationTracking` and
// `Observations` were renamed to `Playground.withObservationTracking` and
// `Playground.Observations`, which number the trackings and loops, mark the reads made inside
// them, and report each onChange and each element delivered, around the real ones. Objects are
// named by class and order of first appearance (`Cart#1`), properties by the names the export
// lists for each class (`_ObservatoryNamed`). A value is reported when it is made of numbers,
// strings, booleans, optionals and arrays (`Playground.Trace.plain`); others are left out.
import Observation

#if canImport(Glibc)
  // Only what the prelude uses: with the whole of Glibc imported, the lesson's own code in this file
  // would reach the C library's functions too, where Swift then calls `pause()` (which waits for a
  // signal) rather than the lesson's own `func pause() async`, as the lesson alone does.
  import func Glibc.fputs
  import var Glibc.stderr
  import func Glibc.pthread_getspecific
  import func Glibc.pthread_setspecific
  import func Glibc.pthread_key_create
  import func Glibc.pthread_mutex_init
  import func Glibc.pthread_mutex_lock
  import func Glibc.pthread_mutex_unlock
  import typealias Glibc.pthread_key_t
  import typealias Glibc.pthread_mutex_t
#elseif canImport(Darwin)
  import Darwin
#endif

typealias _RealObservable = Observable
typealias _RealObservations<Element: Sendable, Failure: Error> = Observations<Element, Failure>

/// The module's name, shadowed: what the real `@Observable` macro names through it.
enum Observation {
  typealias Observable = _RealObservable
  typealias ObservationRegistrar = _TracedRegistrar
  typealias Observations<Element: Sendable, Failure: Error> = Playground.Observations<Element, Failure>
  static func withObservationTracking<T>(
    _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void, line: Int = #line
  ) -> T {
    Playground.withObservationTracking(apply, onChange: onChange(), line: line)
  }
}

/// The property names of a lesson's `@Observable` class, by key path (the export lists them).
protocol _ObservatoryNamed {
  static var _observatoryNames: [AnyKeyPath: String] { get }
}

/// The registrar the real macro's code calls: each call is reported, then made on the real one.
struct _TracedRegistrar: Sendable, Hashable, Codable {
  private let real = ObservationRegistrar()
  init() {}
  init(from decoder: any Decoder) throws {}
  func encode(to encoder: any Encoder) throws {}
  static func == (a: _TracedRegistrar, b: _TracedRegistrar) -> Bool { true }
  func hash(into hasher: inout Hasher) {}

  func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    // The trace's own reads of a value are not the lesson's: the runtime does not see them.
    guard !Playground.Trace.context.quiet else { return }
    Playground.Trace.read(subject, keyPath)
    real.access(subject, keyPath: keyPath)
  }

  func willSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    Playground.Trace.willSet(subject, keyPath)
    real.willSet(subject, keyPath: keyPath)
  }

  func didSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    Playground.Trace.stored(subject, keyPath)
    real.didSet(subject, keyPath: keyPath)
    Playground.Trace.endWrite()
  }

  func withMutation<Subject: Observable, Member, T>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
  ) rethrows -> T {
    Playground.Trace.willSet(subject, keyPath)
    defer { Playground.Trace.endWrite() }
    return try real.withMutation(of: subject, keyPath: keyPath) {
      let result = try mutation()
      Playground.Trace.stored(subject, keyPath)
      return result
    }
  }
}

/// The real functions, named where `Playground`'s own do not hide them.
func _realWithObservationTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
  withObservationTracking(apply, onChange: onChange())
}

extension Playground {
  /// `withObservationTracking(_:onChange:)`: the real one, its apply closure marked as a tracking
  /// scope (`T@12`: made at line 12; `T@12.2` the second made there), its onChange reported when
  /// it runs.
  static func withObservationTracking<T>(
    _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void, line: Int = #line
  ) -> T {
    let scope = Trace.Scope(kind: .tracking(line: line))
    return _realWithObservationTracking(
      { Trace.inside(scope, apply) }, onChange: Trace.reporting(scope, onChange()))
  }

  /// The view host's tracking of a body: its reads are the body's (`in body Tile`).
  static func bodyTracking<T>(_ view: String, _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void)
    -> T
  {
    let scope = Trace.Scope(kind: .body(view))
    let result = _realWithObservationTracking({ Trace.inside(scope, apply) }, onChange: onChange())
    Trace.log("body \(view)")
    return result
  }

  /// `Observations`: the real sequence; each iterator is a loop (`loop #1`, numbered when first
  /// reported), the closure's reads while its `next()` runs are the loop's, and each element it
  /// delivers and how it ends are reported.
  struct Observations<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
    typealias Iteration = _RealObservations<Element, Failure>.Iteration
    let real: _RealObservations<Element, Failure>

    init(@_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element) {
      real = _RealObservations(emit)
    }

    private init(real: _RealObservations<Element, Failure>) { self.real = real }

    static func untilFinished(
      @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
    ) -> Observations<Element, Failure> {
      Observations(real: _RealObservations.untilFinished(emit))
    }

    struct Iterator: AsyncIteratorProtocol {
      var real: _RealObservations<Element, Failure>.Iterator
      let scope = Trace.Scope(kind: .loop)

      mutating func next(isolation iterationIsolation: isolated (any Actor)? = #isolation) async throws(Failure)
        -> Element?
      {
        var inner = real
        let scope = self.scope
        // Each evaluation is a fresh tracking (R17): its reads are reported again.
        scope.reads = []
        let result: Result<Element?, Failure>
        do {
          let value = try await Trace.$loop.withValue(
            scope, operation: { try await inner.next(isolation: iterationIsolation) }, isolation: iterationIsolation)
          result = .success(value)
        } catch {
          result = .failure(error as! Failure)
        }
        real = inner
        switch result {
        case .success(let value?):
          Trace.log("delivered \(scope.name)" + (Trace.plain(value).map { ": " + $0 } ?? ""))
          return value
        case .success(nil):
          // Once: a later next() returns nil again, and nothing more ends.
          if !scope.ended {
            scope.ended = true
            Trace.log("ended \(scope.name)" + (Task.isCancelled ? ": cancelled" : ""))
          }
          return nil
        case .failure(let error):
          scope.ended = true
          Trace.log("ended \(scope.name): threw")
          throw error
        }
      }
    }

    func makeAsyncIterator() -> Iterator { Iterator(real: real.makeAsyncIterator()) }
  }

  /// The trace's state: names given so far, and per thread what is running (as the runtime keeps
  /// its access list per thread).
  enum Trace {
    /// A tracking scope: a `withObservationTracking` (`T@12`), a loop (`loop #1`) or a view's body.
    final class Scope: @unchecked Sendable {
      enum Kind {
        case tracking(line: Int)
        case loop
        case body(String)
      }
      let kind: Kind
      private var number: Int?
      private let tracking: String?
      init(kind: Kind) {
        self.kind = kind
        // A tracking is named when it is made: by its line, and its place among those made there.
        guard case .tracking(let line) = kind else {
          tracking = nil
          return
        }
        let k = Trace.lock.withLock {
          Trace.trackings[line, default: 0] += 1
          return Trace.trackings[line]!
        }
        tracking = "T@\(line)" + (k > 1 ? ".\(k)" : "")
      }

      /// A loop is numbered when first reported, in order.
      var name: String {
        Trace.lock.withLock {
          switch kind {
          case .body(let view): return "body \(view)"
          case .tracking: return tracking!
          case .loop:
            if number == nil {
              Trace.loops += 1
              number = Trace.loops
            }
            return "loop #\(number!)"
          }
        }
      }
      /// Reads already reported in this scope (the runtime records each once).
      var reads: Set<String> = []
      /// A loop's end was reported.
      var ended = false
    }

    /// What one thread is doing: the scopes it is inside, the writes it is making, whether the
    /// trace itself is reading a value.
    final class Context {
      var scopes: [Scope] = []
      /// How many of `scopes` were entered before the running callback started (0: none runs).
      var callbackBase = 0
      var writes: [() -> Any] = []
      var quiet = false
    }

    @TaskLocal static var loop: Scope?

    static let lock = Lock()
    nonisolated(unsafe) static var trackings: [Int: Int] = [:]
    nonisolated(unsafe) static var loops = 0
    nonisolated(unsafe) static var objects: [ObjectIdentifier: (object: Weak, name: String)] = [:]
    nonisolated(unsafe) static var classes: [String: Int] = [:]
    nonisolated(unsafe) static var key: pthread_key_t = {
      var key = pthread_key_t()
      // No destructor: a thread's context lives as long as the program (its type differs by platform).
      pthread_key_create(&key, nil)
      return key
    }()

    struct Weak { weak var object: AnyObject? }

    static var context: Context {
      if let p = pthread_getspecific(key) { return Unmanaged<Context>.fromOpaque(p).takeUnretainedValue() }
      let c = Context()
      pthread_setspecific(key, Unmanaged.passRetained(c).toOpaque())
      return c
    }

    static func log(_ event: String) { fputs("observatory: event \(event)\n", stderr) }

    /// The line after the prelude's first: the events follow, from the lesson with this hash.
    static func begin(source: String) { fputs("observatory: trace on, source \(source)\n", stderr) }

    /// `Cart#2`: the class, and the object's place among that class's objects by first appearance.
    static func name(_ object: AnyObject) -> String {
      lock.withLock {
        let id = ObjectIdentifier(object)
        if let known = objects[id], known.object.object === object { return known.name }
        var cls = String(describing: type(of: object))
        if let generic = cls.firstIndex(of: "<") { cls = String(cls[..<generic]) }
        classes[cls, default: 0] += 1
        let name = "\(cls)#\(classes[cls]!)"
        objects[id] = (Weak(object: object), name)
        return name
      }
    }

    static func property<S, M>(_ subject: S, _ keyPath: KeyPath<S, M>) -> String {
      let names = (S.self as? _ObservatoryNamed.Type)?._observatoryNames
      return name(subject as AnyObject) + "." + (names?[keyPath] ?? "?")
    }

    /// A value the trace reads (the runtime does not see it).
    static func value<S, M>(_ subject: S, _ keyPath: KeyPath<S, M>) -> M {
      let c = context
      let was = c.quiet
      c.quiet = true
      defer { c.quiet = was }
      return subject[keyPath: keyPath]
    }

    static func read<S, M>(_ subject: S, _ keyPath: KeyPath<S, M>) {
      let c = context
      guard let scope = c.scopes.last ?? loop else { return }
      let what = property(subject, keyPath)
      guard scope.reads.insert(what).inserted else { return }
      // A callback's read into a tracking it runs inside of (a write in that tracking's apply
      // fired it): whether it is new to that tracking depends on which sibling callback read
      // first (R13), so it is recorded but not reported (`TraceEvents` leaves it out too).
      if case .tracking = scope.kind, c.scopes.count <= c.callbackBase, c.scopes.last === scope { return }
      log("read \(what) in \(scope.name)")
    }

    /// Runs a callback, marking the scopes it runs inside of as entered before it.
    static func runCallback(_ body: () -> Void) {
      let c = context
      let base = c.callbackBase
      c.callbackBase = c.scopes.count
      defer { c.callbackBase = base }
      body()
    }

    static func willSet<S, M>(_ subject: S, _ keyPath: KeyPath<S, M>) {
      log("willSet \(property(subject, keyPath))")
      context.writes.append { value(subject, keyPath) }
    }

    static func stored<S, M>(_ subject: S, _ keyPath: KeyPath<S, M>) {
      log("didSet \(property(subject, keyPath))")
    }

    static func endWrite() { _ = context.writes.popLast() }

    static func inside<T>(_ scope: Scope, _ body: () -> T) -> T {
      let c = context
      c.scopes.append(scope)
      defer {
        c.scopes.removeLast()
        // R3: the scope's reads join the enclosing scope's, which then holds them already.
        (c.scopes.last ?? loop)?.reads.formUnion(scope.reads)
      }
      return body()
    }

    /// The onChange, reporting that it runs and what the property being written holds then.
    static func reporting(_ scope: Scope, _ onChange: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
      return {
        let sees = context.writes.last.flatMap { plain($0()) }
        log("fired \(scope.name) onChange" + (sees.map { ", sees " + $0 } ?? ""))
        runCallback(onChange)
      }
    }

    /// The playground's short form of a value made of numbers, strings, booleans, optionals and
    /// arrays (nil for anything else): at most 60 characters, an array's first 20 elements.
    static func plain(_ v: Any) -> String? {
      guard let text = plainText(v) else { return nil }
      return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    private static func plainText(_ v: Any) -> String? {
      let m = Mirror(reflecting: v)
      // First: an optional in an `Any` would be unwrapped by the casts below.
      if m.displayStyle == .optional {
        guard let inner = m.children.first else { return "nil" }
        return plainText(inner.value).map { "Optional(\($0))" }
      }
      switch v {
      case let x as Int: return String(x)
      case let x as Double: return String(describing: x)
      case let x as Bool: return String(x)
      case let x as String: return String(reflecting: x)
      case let x as Character: return String(reflecting: x)
      default: break
      }
      // Foundation's Decimal, which the playground writes as a number (`1.5`), as Swift does.
      if String(describing: type(of: v)) == "Decimal" { return String(describing: v) }
      switch m.displayStyle {
      case .collection? where type(of: v) is _ObservatoryArray.Type:
        var parts: [String] = []
        for (k, child) in m.children.enumerated() {
          if k == 20 {
            parts.append("…")
            break
          }
          guard let p = plainText(child.value) else { return nil }
          parts.append(p)
        }
        return "[" + parts.joined(separator: ", ") + "]"
      default: return nil
      }
    }
  }

  /// A lock for the trace's names (lessons may write from several threads).
  final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    func withLock<T>(_ body: () -> T) -> T {
      pthread_mutex_lock(&mutex)
      defer { pthread_mutex_unlock(&mutex) }
      return body()
    }
  }
}

/// Arrays (not sets or dictionaries, whose order Swift does not fix).
protocol _ObservatoryArray {}
extension Array: _ObservatoryArray {}
