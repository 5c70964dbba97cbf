/// A fiber: one lesson task's own value stack and call frames (as in Wren and Lua). Because a
/// fiber's whole state lives here, not on the Swift stack, a task can stop in the middle of a
/// statement (at an `await`) and resume later, and the runner can stop between statements.
public final class Fiber {
  struct Frame {
    /// The function and closure running, kept alive by `owner`, or (`closureHeldElsewhere`)
    /// when the closure was called as a value, by the frame's slot 0, which holds it until the
    /// frame returns, and for a top-level `func`, by its global (`Program.functionGlobals`). A
    /// closure holds its function (and an overloaded one holds the others): a call of a closure
    /// value or a top-level function counts no reference at all.
    unowned(unsafe) let proto: FunctionProto
    unowned(unsafe) let closure: Closure?
    private let owner: AnyObject?
    var pc: Int
    let base: Int
    let mode: Mode

    /// The frame holds no reference of its own (`closureHeldElsewhere`): dropping it releases nothing.
    var ownsNothing: Bool { owner == nil }

    init(proto: FunctionProto, closure: Closure?, pc: Int, base: Int, mode: Mode, closureHeldElsewhere: Bool = false) {
      self.proto = proto
      self.closure = closure
      owner = closureHeldElsewhere && closure != nil ? nil : (closure.map { $0 as AnyObject } ?? proto)
      self.pc = pc
      self.base = base
      self.mode = mode
    }
  }
  enum Mode {
    case normal
    /// A plain call by `callGlobal`: slot 0 is the caller's value below the arguments (a
    /// top-level function never uses its slot 0), and the result goes above it.
    case global
    /// An initializer returns `self`, whatever its `return` says.
    case initializer
    /// A `mutating` method called through a storage path returns `(result, self)`.
    case mutating
    /// A closure given its first argument `inout` (`mutex.withLock { $0.append(x) }`) returns
    /// `(result, final value of that argument)`.
    case inoutFirst
    /// A call with `&` arguments returns `(result, final values of its inout parameters...)`.
    case inoutArgs
  }
  /// A `do`/`catch` or `try?` handler: where to resume and how much to unwind.
  struct Handler {
    let frameCount: Int
    let pc: Int
    let sp: Int
  }

  private(set) var stack: UnsafeMutablePointer<Value>
  private(set) var capacity: Int
  /// The first free slot. Every slot from here to `capacity` holds `.void` (`truncate` keeps it so).
  var sp = 0
  let frames = FrameStack()
  var handlers: [Handler] = [] { didSet { hasHandlers = !handlers.isEmpty } }
  /// Whether `handlers` holds one: read by every return (`Array.isEmpty` is an outlined call there,
  /// measured with callgrind).
  private(set) var hasHandlers = false
  let id: Int
  var name: String
  /// The lesson `Task` this fiber runs (nil for the main program).
  var task: TaskHandle?
  var hasStarted = false
  /// Delivered when the fiber resumes: the value its suspended call produces, an error it
  /// throws, or work to do first (an `Observations` iterator evaluating after a wake-up).
  var resumeValue: Value?
  var resumeThrow: Value?
  var resumeAction: (() throws -> Value)?
  /// Why it runs next, when that is a notification that may resume several tasks in no promised
  /// order (an `Observations` loop's wake-up, R21); what it prints until it suspends has this cause.
  var resumeCause: Cause?
  /// The awaited expression running now entered an actor from outside it (`VM+ActorHop.swift`).
  var crossedActor = false
  /// How many frames the task had when it crossed: an error caught at or below that depth left
  /// the actor, and the task hops back before its handler runs.
  var crossedActorDepth = 0
  /// Set by `Op.callTypes` for the call that follows (`OverloadResolution.swift`).
  var callTypes: CallTypes?
  /// The error that stopped this task (a limit, a trap): it never runs again, and whoever
  /// awaits it is told why rather than only that it waits.
  var stoppedBy: LessonError?
  static let maxFrames = 10_000
  static let maxStack = 4_000_000

  init(id: Int, name: String, capacity: Int = 1024) {
    self.id = id
    self.name = name
    self.capacity = capacity
    stack = .allocate(capacity: capacity)
    stack.initialize(repeating: .void, count: capacity)
  }

  deinit {
    for i in 0..<capacity {
      var dying = (stack + i).move()
      Reaper.release(taking: &dying)
    }
    stack.deallocate()
  }

  /// Makes room for `n` more values; fails (as a lesson error, by the caller) past `maxStack`.
  @inline(__always)
  func reserve(_ n: Int) -> Bool {
    if sp &+ n < capacity { return true }
    return grow(to: sp + n)
  }

  private func grow(to needed: Int) -> Bool {
    guard needed < Fiber.maxStack else { return false }
    var newCapacity = capacity
    while newCapacity <= needed { newCapacity *= 2 }
    let fresh = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
    fresh.moveInitialize(from: stack, count: capacity)
    (fresh + capacity).initialize(repeating: .void, count: newCapacity - capacity)
    stack.deallocate()
    stack = fresh
    capacity = newCapacity
    return true
  }

  @inline(__always)
  func push(_ v: consuming Value) throws {
    if sp >= capacity &- 1 { try makeRoom() }
    // Every slot at or above `sp` holds `.void`, which owns nothing: no release of the old value.
    (stack + sp).initialize(to: v)
    sp &+= 1
  }

  /// Grows the stack for a push into its last slots (out of line: a push checks one comparison),
  /// or fails past `maxStack`.
  @inline(never)
  private func makeRoom() throws {
    if !reserve(2) { throw Fault("the stack is full: the lesson nests calls or values too deeply") }
  }

  /// Pushes a copy of slot `i`; a value that holds no reference is copied as bits (no call of
  /// `Value`'s outlined copy, which switches over every case).
  @inline(__always)
  func pushCopy(of i: Int) throws {
    guard (stack + i).pointee.isTrivial else { return try push(stack[i]) }
    if sp >= capacity &- 1 { try makeRoom() }
    UnsafeMutableRawPointer(stack + sp).copyMemory(from: stack + i, byteCount: MemoryLayout<Value>.size)
    sp &+= 1
  }

  /// A returning frame's result: moves the top value into slot `b` once the slots between are
  /// freed (from the top down, as `truncate` frees them), and drops everything above `b`.
  @inline(__always)
  func moveTop(to b: Int) {
    sp &-= 1
    let result = (stack + sp).move()
    (stack + sp).initialize(to: .void)
    truncate(to: b &+ 1)
    store(consume result, at: b)
  }

  /// Moves the top value out (no retain and release of it) and leaves `.void` behind.
  @inline(__always)
  func pop() -> Value {
    sp &-= 1
    let v = (stack + sp).move()
    (stack + sp).initialize(to: .void)
    return v
  }

  @inline(__always)
  var top: Value {
    get { stack[sp &- 1] }
    set { stack[sp &- 1] = newValue }
  }

  /// Stores `v` in slot `i` over a value that owns nothing (an `Int` the caller matched): no
  /// release of the old value.
  @inline(__always)
  func overwriteTrivial(at i: Int, with v: consuming Value) {
    (stack + i).initialize(to: v)
  }

  /// Stores `v` in slot `i`; what the slot held is released by the reaper (it may be the last
  /// reference to a deeply nested value).
  @inline(__always)
  func store(_ v: consuming Value, at i: Int) {
    if (stack + i).pointee.isTrivial {
      (stack + i).initialize(to: v)  // nothing to release
      return
    }
    var old = (stack + i).move()
    (stack + i).initialize(to: v)
    Reaper.release(taking: &old, referencesVisible: referencesVisible)
    // The reaper leaves `.void`: dropped here without a call of `Value`'s outlined destroy.
    switch consume old {
    case .void: break
    default: break
    }
  }

  /// The closure slot `i` holds, borrowed from the slot (no reference counted: the slot keeps it
  /// alive until it is overwritten), or nil when the slot holds anything else. It reads the
  /// reference where `Value` keeps it, as the reaper's uniqueness test does (nil where
  /// `Reaper.referenceIsVisible` found another layout).
  @inline(__always)
  func closure(at i: Int) -> Unmanaged<Closure>? {
    guard case .closure = stack[i], referencesVisible else { return nil }
    return Unmanaged.fromOpaque(UnsafeRawPointer(stack + i).load(as: UnsafeRawPointer.self))
  }

  /// The runtime object a `.host` in slot `i` holds, borrowed from the slot as `closure(at:)`
  /// borrows a closure (a loop's iterator, read every turn).
  @inline(__always)
  func hostObject(at i: Int) -> Unmanaged<HostObject>? {
    guard case .host = stack[i], referencesVisible else { return nil }
    return Unmanaged.fromOpaque(UnsafeRawPointer(stack + i).load(as: UnsafeRawPointer.self))
  }

  /// `Reaper.referenceIsVisible`, read once: a field load instead of a lazy global's check.
  private let referencesVisible = Reaper.referenceIsVisible

  /// Opens a slot under the top `count` values and puts `v` there (a callee below its arguments).
  func insert(_ v: Value, under count: Int) throws {
    try push(.void)
    let at = sp - 1 - count
    _ = (stack + sp - 1).move()  // the `.void` just pushed: its slot takes the top value
    (stack + at + 1).moveInitialize(from: stack + at, count: count)
    (stack + at).initialize(to: v)
  }

  /// Clears slots from `index` up to `sp` and drops them, releasing what they held.
  @inline(__always)
  func truncate(to index: Int) {
    var i = sp &- 1
    while i >= index {
      store(.void, at: i)
      i &-= 1
    }
    sp = index
  }

  /// Clears `count` slots starting at `index` without moving `sp` (locals of a returning frame).
  func clear(from index: Int, count: Int) {
    for i in index..<min(index + count, capacity) { store(.void, at: i) }
  }

  /// Copies of `count` values from `index` up.
  func values(from index: Int, count: Int) -> [Value] {
    // Not `map` nor `Array(unsafeUninitializedCapacity:)`: their allocation looks up the
    // array's type metadata each time.
    var out: [Value] = []
    guard count > 0 else { return out }
    out.reserveCapacity(count)
    for i in index..<index + count { out.append(stack[i]) }
    return out
  }

  subscript(i: Int) -> Value {
    get { stack[i] }
    set { stack[i] = newValue }
  }
}

/// A runtime failure without a location yet; the VM adds the location of the instruction that
/// was running and turns it into a `LessonError`.
struct Fault: Error {
  let message: String
  let hint: String?
  let kind: LessonError.Kind
  init(_ message: String, hint: String? = nil, kind: LessonError.Kind = .runtime) {
    self.message = message
    self.hint = hint
    self.kind = kind
  }
}

extension Fault {
  /// Words of the errors Swift's compiler gives, never its runtime (`value of type 'X' has no
  /// member 'y'`, `no initializer of 'T' takes ...`).
  static let compileTimeWords = [
    "has no member", "cannot be applied to", "extra argument", "missing argument", "no initializer",
    "cannot call value", "incorrect argument label", "takes no arguments", "cannot assign to", "cannot change",
    "cannot mutate a temporary", "cannot use mutating", "has no subscript", "has no property", "has no method",
    "has no initializer", "has no raw values", "ambiguous use of", "must be unwrapped", "cannot be ordered",
    "cannot compare", "is unavailable for", "is not a property of", "is an instance method of",
    "is only available on", "takes one", "takes two", "needs a closure", "is not a view", "is not an iterator",
    "compares class instances", "can only be called directly", "applies only to",
  ]

  /// The kind and message the learner sees. An error only Swift's compiler gives is a compile
  /// error (Swift would refuse the lesson before it ran); in a lesson Swift's compiler accepted,
  /// it says it is the playground's limit, not the learner's mistake. Either refuses the lesson
  /// before its first statement (`LessonError.refusesTheLesson`).
  func shown(acceptedBySwift: Bool, _ message: String) -> (LessonError.Kind, String) {
    guard kind == .runtime, Fault.compileTimeWords.contains(where: message.contains) else {
      return (kind, message)
    }
    guard acceptedBySwift else { return (.compile, message) }
    return (.unsupported, "Swift accepts this, but the playground cannot run it: " + message)
  }
}

/// A lesson-level `throw`: caught by `do`/`catch` and `try?` in the lesson.
struct LessonThrow: Error, @unchecked Sendable {
  let value: Value
}
