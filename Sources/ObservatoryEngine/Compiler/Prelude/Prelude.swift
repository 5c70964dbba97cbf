enum Result<Success, Failure: Error> {
  case success(Success)
  case failure(Failure)

  init(catching body: () throws -> Success) {
    do {
      self = .success(try body())
    } catch {
      self = .failure(error)
    }
  }

  func get() throws -> Success {
    switch self {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }

  func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
    switch self {
    case .success(let value): return .success(transform(value))
    case .failure(let error): return .failure(error)
    }
  }

  func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
    switch self {
    case .success(let value): return .success(value)
    case .failure(let error): return .failure(transform(error))
    }
  }

  func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
    switch self {
    case .success(let value): return transform(value)
    case .failure(let error): return .failure(error)
    }
  }

  func flatMapError<NewFailure>(_ transform: (Failure) -> Result<Success, NewFailure>) -> Result<Success, NewFailure> {
    switch self {
    case .success(let value): return .success(value)
    case .failure(let error): return transform(error)
    }
  }
}

extension AsyncSequence {
  func first(where predicate: (Element) async throws -> Bool) async rethrows -> Element? {
    for await element in self {
      if try await predicate(element) { return element }
    }
    return nil
  }

  func contains(where predicate: (Element) async throws -> Bool) async rethrows -> Bool {
    for await element in self {
      if try await predicate(element) { return true }
    }
    return false
  }

  func allSatisfy(_ predicate: (Element) async throws -> Bool) async rethrows -> Bool {
    for await element in self {
      if !(try await predicate(element)) { return false }
    }
    return true
  }

  func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) async throws -> Result)
    async rethrows -> Result
  {
    var result = initialResult
    for await element in self {
      result = try await nextPartialResult(result, element)
    }
    return result
  }
}

final class TaskGroup<ChildTaskResult>: AsyncSequence {
  private let results: AsyncStream<ChildTaskResult>
  private let input: AsyncStream<ChildTaskResult>.Continuation
  private var iterator: AsyncStream<ChildTaskResult>.Iterator
  private var children: [Task<Void, Never>] = []
  private var unread = 0  // results (or errors) not yet taken
  private var finished = 0  // children that ended
  private var iterating = false
  private(set) var isCancelled = false
  init() {
    (results, input) = AsyncStream.makeStream(of: Int.self)  // the element type only names the stream
    iterator = results.makeAsyncIterator()
  }
  var isEmpty: Bool { unread == 0 }
  func addTask(priority: TaskPriority? = nil, operation: @escaping () async throws -> ChildTaskResult) {
    unread += 1
    children.append(
      Task {
        do {
          input.yield(try await operation())
        } catch {
          // Taken as a result, a child's error is thrown where it is taken (`next()`, the loop).
          input.yield(_childTaskFailure(error))
        }
        finished += 1
        if iterating && finished == children.count { input.finish() }
      })
  }
  func addTaskUnlessCancelled(
    priority: TaskPriority? = nil, operation: @escaping () async throws -> ChildTaskResult
  ) -> Bool {
    if isCancelled { return false }
    addTask(operation: operation)
    return true
  }
  func next() async throws -> ChildTaskResult? {
    if unread == 0 { return nil }
    unread -= 1
    return await iterator.next()
  }
  /// Every child ends; the first error among the results not taken is thrown, and the group
  /// is not cancelled.
  func waitForAll() async throws {
    var first: Error? = nil
    while unread > 0 {
      do {
        _ = try await next()
      } catch {
        if first == nil { first = error }
      }
    }
    if let first { throw first }
  }
  /// The end of `withTaskGroup`: every child has ended (their results not taken are dropped).
  func awaitChildren() async {
    for child in children { await child.value }
  }
  func cancelAll() {
    isCancelled = true
    for child in children { child.cancel() }
  }
  /// `for await value in group`: the results as the children finish.
  func makeAsyncIterator() -> AsyncStream<ChildTaskResult>.Iterator {
    unread = 0  // the loop takes them all
    iterating = true
    if finished == children.count { input.finish() }
    return iterator
  }
}
func withTaskGroup<ChildTaskResult, GroupResult>(
  of childTaskResultType: ChildTaskResult.Type, returning returnType: Any = 0,
  body: (TaskGroup<ChildTaskResult>) async -> GroupResult
) async -> GroupResult {
  let group = TaskGroup<ChildTaskResult>()
  let result = await body(group)
  await group.awaitChildren()
  return result
}
func withThrowingTaskGroup<ChildTaskResult, GroupResult>(
  of childTaskResultType: ChildTaskResult.Type, returning returnType: Any = 0,
  body: (TaskGroup<ChildTaskResult>) async throws -> GroupResult
) async throws -> GroupResult {
  let group = TaskGroup<ChildTaskResult>()
  do {
    let result = try await body(group)
    await group.awaitChildren()
    return result
  } catch {
    // The body threw: the children are cancelled, and awaited, before the error goes on.
    group.cancelAll()
    await group.awaitChildren()
    throw error
  }
}
protocol OptionSet: Equatable {
  var rawValue: Int { get }
  init(rawValue: Int)
}
extension OptionSet {
  init() { self.init(rawValue: 0) }
  var isEmpty: Bool { rawValue == 0 }
  func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
  func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
  func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
  func subtracting(_ other: Self) -> Self { Self(rawValue: rawValue & ~other.rawValue) }
  func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
  func isSubset(of other: Self) -> Bool { rawValue & other.rawValue == rawValue }
  func isSuperset(of other: Self) -> Bool { rawValue & other.rawValue == other.rawValue }
  func isDisjoint(with other: Self) -> Bool { rawValue & other.rawValue == 0 }
  mutating func formUnion(_ other: Self) { self = Self(rawValue: rawValue | other.rawValue) }
  mutating func formIntersection(_ other: Self) { self = Self(rawValue: rawValue & other.rawValue) }
  mutating func subtract(_ other: Self) { self = Self(rawValue: rawValue & ~other.rawValue) }
  @discardableResult
  mutating func insert(_ member: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let had = contains(member)
    self = Self(rawValue: rawValue | member.rawValue)
    return (!had, had ? Self(rawValue: rawValue & member.rawValue) : member)
  }
  @discardableResult
  mutating func remove(_ member: Self) -> Self? {
    let common = Self(rawValue: rawValue & member.rawValue)
    self = Self(rawValue: rawValue & ~member.rawValue)
    return common.isEmpty ? nil : common
  }
}
/// A continuation carries one result to the task waiting in `withCheckedContinuation`; a
/// second resume is Swift's misuse trap. Resumed before the body returns, the task goes on
/// without suspending (Swift's fast path); resumed later, it queues to come back to its actor.
final class CheckedContinuation<T, E: Error> {
  private let input: AsyncStream<Result<T, E>>.Continuation
  private var resumed = false
  /// A result given before the task waited for it.
  var early: Result<T, E>? = nil
  var waiting = false
  func resume(returning value: T) { deliver(.success(value)) }
  func resume(throwing error: E) { deliver(.failure(error)) }
  func resume(with result: Result<T, E>) { deliver(result) }
  func resume() { deliver(.success(())) }
  private func deliver(_ result: Result<T, E>) {
    if resumed { fatalError("SWIFT TASK CONTINUATION MISUSE: tried to resume its continuation more than once") }
    resumed = true
    if !waiting {
      early = result
      return
    }
    input.yield(result)
    input.finish()
  }
  func wait() async -> Result<T, E> {
    if let result = early { return result }
    waiting = true
    for await result in stream { return result }
    fatalError("SWIFT TASK CONTINUATION MISUSE: leaked its continuation without resuming it")
  }
  private var stream: AsyncStream<Result<T, E>>
  init(_ stream: AsyncStream<Result<T, E>>, _ input: AsyncStream<Result<T, E>>.Continuation) {
    self.stream = stream
    self.input = input
  }
}

func withCheckedContinuation<T>(_ body: (CheckedContinuation<T, Never>) -> Void) async -> T {
  let (results, input) = AsyncStream<Result<T, Never>>.makeStream()
  let continuation = CheckedContinuation(results, input)
  body(continuation)
  switch await continuation.wait() {
  case .success(let value): return value
  case .failure: fatalError("unreachable")
  }
}

func withCheckedThrowingContinuation<T>(_ body: (CheckedContinuation<T, Error>) -> Void) async throws -> T {
  let (results, input) = AsyncStream<Result<T, Error>>.makeStream()
  let continuation = CheckedContinuation(results, input)
  body(continuation)
  return try await continuation.wait().get()
}

/// `withTaskCancellationHandler`: the handler runs at once when the task is already cancelled
/// (before the operation), and inside `task.cancel()` while the operation runs; after the
/// operation it is gone (verified against Swift 6.3.1). Top-level code is never cancelled.
func withTaskCancellationHandler<T>(
  operation: () async throws -> T, onCancel handler: @Sendable () -> Void
) async rethrows -> T {
  _pushCancellationHandler(handler)
  defer { _popCancellationHandler() }
  return try await operation()
}
