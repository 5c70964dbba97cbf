/// Actor hops. Every lesson task runs on the one simulated main actor, but an `await` of an
/// actor's member from outside that actor is a real suspension in Swift: the task goes to the
/// actor and comes back behind the jobs already waiting for the main actor, so a `Task` that
/// was scheduled meanwhile runs first, and an `Observations` transaction ends there (R18).
extension VM {
  /// A member of actor `o` is entered (a method, a getter, a stored property): from outside the
  /// actor (the running frame's `self` is another object), the awaited expression hops. From
  /// code not isolated to the main actor (a nonisolated `async` function, a task group's child)
  /// it does not come back to the main actor: Swift goes on at once on the caller's executor
  /// (verified against Swift 6.3.1: `Language/fresh7-bank-actor`).
  func noteActorAccess(_ o: Instance) {
    let f = fiber
    guard let caller = f.frames.last, caller.proto.isMainActor else { return }
    switch caller.proto.kind {
    case .method, .getter, .setter, .initializer, .observer, .deinitializer:
      if case .object(let me) = f.stack[caller.base], me === o { return }
    default: break
    }
    f.crossedActor = true
    f.crossedActorDepth = f.frames.count
  }

  /// A nonisolated `async` function is entered (a top-level one, a method of a type that is not
  /// `@MainActor`): from main-actor code, the call leaves the main actor, so the jobs queued
  /// there run before the caller goes on (verified against Swift 6.3.1 at -Onone, where a callee
  /// that takes any time lets them run; one that returns at once may come back first: Swift
  /// promises no order, the playground picks "queued jobs first", as for an actor).
  func noteNonisolatedCall() {
    let f = fiber
    if f.frames.last?.proto.isMainActor == true {
      f.crossedActor = true
      f.crossedActorDepth = f.frames.count
    }
  }

  /// After an awaited expression that entered an actor (it returned, or threw an error caught
  /// outside the actor): back to the main actor, behind the jobs queued there.
  func hopBack() throws {
    trace.record(.schedule(.hopsBack(task: fiberLabel, at: scheduler.now)))
    try suspend(.yield)
  }
}
