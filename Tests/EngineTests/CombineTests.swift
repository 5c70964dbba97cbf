import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// The simulated Combine subset (`Views/Combine.swift`), operator by operator, as Apple documents
/// them; the names it lacks are load-time errors. The `SearchModel` of the Observation article is
/// lesson 15 (`Lessons/15-combine-as-plumbing.swift`, with its golden transcript).
@Suite struct CombineTests {
  @Test func aSubjectSendsToItsCurrentSubscribersInOrder() {
    let out = output(
      """
      let subject = PassthroughSubject<Int, Never>()
      subject.send(0)
      var bag = Set<AnyCancellable>()
      subject.sink { print("a \\($0)") }.store(in: &bag)
      subject.map { $0 * 10 }.filter { $0 > 10 }.sink { print("b \\($0)") }.store(in: &bag)
      subject.send(1)
      subject.send(2)
      print(bag.count)
      """)
    #expect(out == ["a 1", "a 2", "b 20", "2"])
  }

  @Test func removeDuplicatesDropsOnlyConsecutiveEqualValues() {
    let out = output(
      """
      let subject = PassthroughSubject<String, Never>()
      var seen: [String] = []
      let c = subject.removeDuplicates().sink { seen.append($0) }
      for s in ["a", "a", "b", "a", "a"] { subject.send(s) }
      print(seen)
      """)
    #expect(out == [#"["a", "b", "a"]"#])
  }

  @Test func debounceWaitsForQuietAndDelayShiftsEveryValue() {
    let out = output(
      """
      let clock = VirtualTimeScheduler()
      let subject = PassthroughSubject<Int, Never>()
      var cancellables: [AnyCancellable] = []
      subject.debounce(for: .milliseconds(300), scheduler: clock).sink { print("debounced \\($0)") }
        .store(in: &cancellables)
      subject.delay(for: .milliseconds(100), scheduler: clock).sink { print("delayed \\($0)") }
        .store(in: &cancellables)
      subject.send(1)
      clock.advance(by: .milliseconds(200))
      subject.send(2)
      clock.advance(by: .milliseconds(299))
      print("quiet for 299 ms")
      clock.advance(by: .milliseconds(1))
      print(cancellables.count)
      """)
    #expect(out == ["delayed 1", "delayed 2", "quiet for 299 ms", "debounced 2", "2"])
  }

  @Test func switchToLatestDropsASupersededInnerPublisher() {
    let out = output(
      """
      let clock = VirtualTimeScheduler()
      let requests = PassthroughSubject<String, Never>()
      let c = requests
        .map { q in Just(q + " result").delay(for: .milliseconds(100), scheduler: clock).eraseToAnyPublisher() }
        .switchToLatest()
        .sink { print($0) }
      requests.send("sw")
      clock.advance(by: .milliseconds(50))
      requests.send("swift")
      clock.advance(by: .milliseconds(200))
      """)
    #expect(out == ["swift result"])
  }

  @Test func aCancelledOrReleasedSinkHearsNothing() {
    let out = output(
      """
      let clock = VirtualTimeScheduler()
      let subject = PassthroughSubject<Int, Never>()
      let kept = subject.sink { print("kept \\($0)") }
      let cancelled = subject.delay(for: .milliseconds(10), scheduler: clock).sink { print("cancelled \\($0)") }
      _ = subject.sink { print("released \\($0)") }
      subject.send(1)
      cancelled.cancel()
      clock.advance(by: .milliseconds(20))
      subject.send(2)
      """)
    #expect(out == ["kept 1", "kept 2"])
  }

  @Test func ignoredPublishedHasAPublisherAndNoTracking() {
    let out = output(
      """
      @Observable final class S {
        @ObservationIgnored @Published var query = ""
      }
      let s = S()
      var fired = 0
      withObservationTracking { _ = s.query } onChange: { fired += 1 }
      let c = s.$query.sink { print("publisher: \\($0)") }
      s.query = "swift"
      print(fired)
      """)
    #expect(out == ["publisher: ", "publisher: swift", "0"])
  }

  @Test(arguments: [
    "let s = CurrentValueSubject<Int, Never>(0)",
    "let s = PassthroughSubject<Int, Never>()\nlet c = s.throttle(for: .milliseconds(1), scheduler: VirtualTimeScheduler(), latest: true)",
    "let s = PassthroughSubject<Int, Never>()\nlet c = s.combineLatest(s)",
  ])
  func combineItDoesNotSimulateIsALoadError(_ source: String) {
    let e = lessonError(source)
    #expect(
      e?.message.contains("not available") == true || e?.message.contains("subset of Combine") == true,
      "\(String(describing: e?.message))")
  }

  @Test func aSchedulerMustBeVirtual() {
    let e = lessonError(
      """
      let s = PassthroughSubject<Int, Never>()
      let c = s.debounce(for: .milliseconds(1), scheduler: DispatchQueue.main).sink { print($0) }
      """)
    #expect(e?.message.contains("VirtualTimeScheduler") == true, "\(e?.message ?? "no error")")
    #expect(e?.kind == .compile, "refused when the lesson loads")
  }
}
