// MARK: - Combine subset
// The playground simulates a subset of Combine (PassthroughSubject, Just, map, filter,
// removeDuplicates, debounce, delay, switchToLatest, eraseToAnyPublisher, sink) on a
// VirtualTimeScheduler whose clock moves only in advance(by:). This is a stand-in, NOT Combine,
// on every platform: a lesson that uses it is reported as "simulated only". It follows the same
// model as the playground (Views/Combine.swift): a sink subscribes with unlimited demand, each
// subscription has its own operator state, debounce and delay schedule on the virtual clock.
// (On macOS its types shadow Combine's of the same names; checking the lesson against the real
// Combine with a real Scheduler is left to the Mac recordings.)

final class _CombineFlag { var active = true }
final class _CombineGeneration { var current = 0 }

protocol _CombinePublisher {
  associatedtype Output
  func _attach(_ isActive: @escaping () -> Bool, _ receive: @escaping (Output) -> Void)
}

struct AnyPublisher<Output, Failure: Error>: _CombinePublisher {
  let attach: (@escaping () -> Bool, @escaping (Output) -> Void) -> Void
  func _attach(_ isActive: @escaping () -> Bool, _ receive: @escaping (Output) -> Void) { attach(isActive, receive) }
}

final class PassthroughSubject<Output, Failure: Error>: _CombinePublisher {
  private var subscribers: [(isActive: () -> Bool, receive: (Output) -> Void)] = []
  init() {}
  func _attach(_ isActive: @escaping () -> Bool, _ receive: @escaping (Output) -> Void) {
    subscribers.append((isActive, receive))
  }
  func send(_ value: Output) {
    subscribers.removeAll { !$0.isActive() }
    for s in subscribers where s.isActive() { s.receive(value) }
  }
}

struct Just<Output>: _CombinePublisher {
  let value: Output
  init(_ value: Output) { self.value = value }
  func _attach(_ isActive: @escaping () -> Bool, _ receive: @escaping (Output) -> Void) {
    if isActive() { receive(value) }
  }
}

final class VirtualTimeScheduler {
  final class _Action {
    let due: Duration
    let order: Int
    let run: () -> Void
    var isCancelled = false
    init(due: Duration, order: Int, run: @escaping () -> Void) {
      self.due = due
      self.order = order
      self.run = run
    }
  }
  private(set) var now: Duration = .zero
  private var actions: [_Action] = []
  private var scheduled = 0
  init() {}

  func _schedule(after delay: Duration, _ run: @escaping () -> Void) -> _Action {
    scheduled += 1
    let a = _Action(due: now + delay, order: scheduled, run: run)
    actions.append(a)
    return a
  }

  func advance(by interval: Duration) {
    let target = now + interval
    while true {
      actions.removeAll { $0.isCancelled }
      guard let next = actions.filter({ $0.due <= target }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) })
      else { break }
      actions.removeAll { $0 === next }
      now = next.due
      next.run()
    }
    now = target
  }
}

extension _CombinePublisher {
  func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Never> {
    AnyPublisher { isActive, receive in self._attach(isActive) { receive(transform($0)) } }
  }

  func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Never> {
    AnyPublisher { isActive, receive in self._attach(isActive) { if isIncluded($0) { receive($0) } } }
  }

  func debounce(for interval: Duration, scheduler: VirtualTimeScheduler) -> AnyPublisher<Output, Never> {
    AnyPublisher { isActive, receive in
      var pending: VirtualTimeScheduler._Action? = nil
      self._attach(isActive) { value in
        pending?.isCancelled = true
        pending = scheduler._schedule(after: interval) { if isActive() { receive(value) } }
      }
    }
  }

  func delay(for interval: Duration, scheduler: VirtualTimeScheduler) -> AnyPublisher<Output, Never> {
    AnyPublisher { isActive, receive in
      self._attach(isActive) { value in _ = scheduler._schedule(after: interval) { if isActive() { receive(value) } } }
    }
  }

  func eraseToAnyPublisher() -> AnyPublisher<Output, Never> {
    AnyPublisher { isActive, receive in self._attach(isActive, receive) }
  }

  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let flag = _CombineFlag()
    let token = AnyCancellable { flag.active = false }
    _attach({ [weak token] in flag.active && token != nil }, receiveValue)
    return token
  }
}

extension _CombinePublisher where Output: Equatable {
  func removeDuplicates() -> AnyPublisher<Output, Never> {
    AnyPublisher { isActive, receive in
      var last: Output? = nil
      self._attach(isActive) { value in
        if let previous = last, previous == value { return }
        last = value
        receive(value)
      }
    }
  }
}

extension _CombinePublisher where Output: _CombinePublisher {
  func switchToLatest() -> AnyPublisher<Output.Output, Never> {
    AnyPublisher { isActive, receive in
      let generation = _CombineGeneration()
      self._attach(isActive) { inner in
        generation.current += 1
        let mine = generation.current
        inner._attach({ isActive() && generation.current == mine }, receive)
      }
    }
  }
}
