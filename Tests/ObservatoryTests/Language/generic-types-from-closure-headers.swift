// A generic class or struct made through its initializer with a closure whose header writes its
// types takes its type arguments from that header, as Swift infers them: a loader's result
// (`Resource<Array<Int>>`), a transform's parameter and result (`Mapper<Int, String>`), given as
// a trailing closure or labeled.
import Observation

enum Phase<Value> {
  case idle
  case loaded(Value)
  case failed(String)
}

@MainActor
@Observable
final class Resource<Value> {
  let name: String
  var phase: Phase<Value> = .idle
  private let loader: () async throws -> Value

  init(name: String, loader: @escaping () async throws -> Value) {
    self.name = name
    self.loader = loader
  }

  func load() async {
    do { phase = .loaded(try await loader()) } catch { phase = .failed("\(error)") }
  }
}

struct Mapper<Input, Output> {
  let transform: (Input) -> Output
  init(_ transform: @escaping (Input) -> Output) { self.transform = transform }
  func apply(_ x: Input) -> Output { transform(x) }
}

struct Timeout: Error {}

let numbers = Resource(name: "numbers") { () async throws -> [Int] in
  try await Task.sleep(for: .milliseconds(5))
  return [3, 1, 2]
}
let greeting = Resource(name: "greeting", loader: { () throws -> String in throw Timeout() })
let empty = Resource(name: "empty") { () -> [String: Double] in [:] }

withObservationTracking {
  _ = numbers.phase
} onChange: {
  print("numbers phase changing")
}
await numbers.load()
await greeting.load()
await empty.load()
print(type(of: numbers), type(of: greeting), type(of: empty))
print(numbers.phase, greeting.phase, empty.phase)
if case .loaded(let xs) = numbers.phase { print(xs.sorted(), type(of: xs)) }

let label = Mapper { (n: Int) -> String in "#\(n)" }
let halve = Mapper({ (x: Double) -> Double in x / 2 })
print(type(of: label), label.apply(7), type(of: halve), halve.apply(5))
let all: [Any] = [numbers, label]
print(all.map { "\(type(of: $0))" })
