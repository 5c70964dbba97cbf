// `@autoclosure` parameters: the argument runs only when (and each time) the function calls it.
var evaluations = 0
func expensiveSummary(_ items: [Int]) -> String {
  evaluations += 1
  return "sum=\(items.reduce(0, +))"
}

enum Level: Int, Comparable {
  case debug, info, error
  static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}

struct Logger {
  var minimum: Level
  func log(_ level: Level, _ message: @autoclosure () -> String, file: String = "main") {
    guard level >= minimum else { return }
    print("[\(level)] \(file): \(message())")
  }
}

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "requirement failed") {
  if !condition() { print("failed:", message()) }
}

func value<T>(_ optional: T?, orElse fallback: @autoclosure () -> T) -> T {
  if let optional { return optional }
  return fallback()
}

func retry(times: Int, _ attempt: @autoclosure () -> Bool) -> Int {
  for n in 1...times where attempt() { return n }
  return 0
}

let logger = Logger(minimum: .info)
let data = [1, 2, 3]
logger.log(.debug, expensiveSummary(data))
print("after debug:", evaluations)
logger.log(.error, expensiveSummary(data), file: "Store.swift")
print("after error:", evaluations)

require(data.count == 3, "three items \(expensiveSummary(data))")
require(data.isEmpty)
print("after require:", evaluations)

var cache: [String: Int] = ["a": 1]
func compute(_ key: String) -> Int {
  print("computing", key)
  return key.count * 10
}
print(value(cache["a"], orElse: compute("a")))
print(value(cache["bb"], orElse: compute("bb")))

var tries = 0
let succeededOn = retry(times: 5, { tries += 1; return tries == 3 }())
print("succeeded on attempt", succeededOn, "after", tries, "tries")

final class Store {
  var log: [String] = []
  func record(_ entry: @autoclosure () -> String, if enabled: Bool) {
    if enabled { log.append(entry()) }
  }
  func update() {
    record("skipped \(compute("x"))", if: false)
    record("kept", if: true)
  }
}
let store = Store()
store.update()
print(store.log)
