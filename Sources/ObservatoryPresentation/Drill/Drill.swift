import Foundation
import ObservatoryEngine

/// What a drill asks about its program. The right answer is never written by hand: it is read
/// from what the program prints when it runs (in the playground, and the same in Swift: a drill
/// is asked only once `verify` found the two agree).
public enum DrillQuestion: Sendable, Equatable {
  /// What does the program print? Every line, in order.
  case printed
  /// In which order are these lines printed? Each is printed exactly once.
  case order([String])
  /// Which of these views' bodies re-run? The program ends with `print(bodyCounts)`.
  case bodies([String])
  /// What value does the callback see? The line the program prints that starts with `marker`
  /// ends with the value, one of `choices`.
  case value(prompt: String, marker: String, choices: [String])

  /// The kind, for the profile and the page: `printed`, `order`, `bodies`, `value`.
  public var kind: String {
    switch self {
    case .printed: "printed"
    case .order: "order"
    case .bodies: "bodies"
    case .value: "value"
    }
  }
}

/// A drill's program as the generator writes it: a short lesson (5–15 lines of Swift as people
/// write it) that exercises one topic, and the question it asks.
public struct DrillProgram: Sendable, Equatable {
  public let topic: DrillTopic
  public let seed: UInt64
  /// 0, 1 or 2: more objects, nesting, writes and tasks as the learner masters the topic.
  public let level: Int
  /// The lesson's text.
  public let source: String
  public let question: DrillQuestion

  public init(topic: DrillTopic, seed: UInt64, level: Int, source: String, question: DrillQuestion) {
    self.topic = topic
    self.seed = seed
    self.level = level
    self.source = source
    self.question = question
  }

  /// `one-shot-s7-l1`: the drill's name, and its file's name in the bank.
  public var name: String { "\(topic.id)-s\(seed)-l\(level)" }

  /// Reads a drill's name back: `one-shot-s7-l1` → the topic, the seed and the level.
  public static func identity(of name: String) -> (topic: DrillTopic, seed: UInt64, level: Int)? {
    let parts = name.components(separatedBy: "-")
    guard parts.count >= 3, let l = parts.last, l.hasPrefix("l"), let level = Int(l.dropFirst()),
      case let s = parts[parts.count - 2], s.hasPrefix("s"), let seed = UInt64(s.dropFirst()),
      let topic = DrillTopic.named(parts.dropLast(2).joined(separator: "-"))
    else { return nil }
    return (topic, seed, level)
  }
}

/// The right answer to a drill, or a learner's: the printed lines, an order of the shown items
/// (their indices), the set of shown views that re-run, or a shown choice.
public enum DrillAnswer: Sendable, Equatable {
  case lines([String])
  case order([Int])
  case views(Set<Int>)
  case choice(Int)
}

/// A drill ready to ask: its program run in the playground, with its question as the learner
/// sees it (order items and choices in a shuffled order fixed by the drill's seed) and the right
/// answer read from the run.
public final class Drill: @unchecked Sendable {
  public let program: DrillProgram
  public let file: SourceFile
  /// The playground's run, step by step (the trace shown after the answer).
  public let run: LessonRun
  /// What the program printed.
  public let output: [String]
  /// The items (order), views (bodies) or choices (value) in the order shown; empty for `printed`.
  public let shown: [String]
  public let answer: DrillAnswer

  /// Why a generated program cannot be a drill (a generator defect: tests run every topic).
  public struct Invalid: Error, CustomStringConvertible {
    public let description: String
  }

  /// Runs the program in the playground and reads the answer from what it printed.
  public init(_ program: DrillProgram) throws(Invalid) {
    self.program = program
    file = SourceFile(path: program.name + ".swift", text: program.source)
    run = LessonRun(file: file, traceEnabled: true)
    run.run()
    if let e = run.error { throw Invalid(description: "\(program.name): \(e.message)") }
    var output: [String] = []
    var unordered = false
    for step in run.steps {
      for e in step.events {
        switch e.kind {
        case .output(let text): output += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .orderNote: unordered = true
        default: break
        }
      }
    }
    self.output = output
    // An answer must be one: where Swift leaves an order open, there is none.
    if unordered { throw Invalid(description: "\(program.name): Swift does not fix the order of its observers") }
    if output.contains("") { throw Invalid(description: "\(program.name): prints an empty line") }
    let rng = DrillShuffle(seed: program.seed)
    switch program.question {
    case .printed:
      shown = []
      answer = .lines(output)
    case .order(let items):
      guard Set(items).count == items.count, items.allSatisfy({ item in output.filter { $0 == item }.count == 1 })
      else { throw Invalid(description: "\(program.name): an order item is not printed exactly once: \(output)") }
      let order = rng.shuffled(items.sorted { output.firstIndex(of: $0)! < output.firstIndex(of: $1)! })
      shown = order
      answer = .order(output.compactMap { order.firstIndex(of: $0) })
    case .bodies(let views):
      guard let last = output.last, let counts = Drill.bodyCounts(last) else {
        throw Invalid(description: "\(program.name): does not end with print(bodyCounts): \(output)")
      }
      guard counts.keys.allSatisfy(views.contains) else {
        throw Invalid(description: "\(program.name): a body that is not a choice re-ran: \(last)")
      }
      shown = views
      answer = .views(Set(views.indices.filter { counts[views[$0]] != nil }))
    case .value(_, let marker, let choices):
      let seen = output.filter { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
      guard seen.count == 1, let value = seen.first, choices.contains(value), Set(choices).count == choices.count else {
        throw Invalid(description: "\(program.name): '\(marker)' is not printed once with a choice: \(output)")
      }
      let order = rng.shuffled(choices)
      shown = order
      answer = .choice(order.firstIndex(of: value)!)
    }
  }

  public var topic: DrillTopic { program.topic }

  /// The question as the learner reads it.
  public var prompt: String {
    switch program.question {
    case .printed: "What does this program print?"
    case .order: "In which order are these lines printed?"
    case .bodies: "Which of these views' bodies run at settle()?"
    case .value(let prompt, _, _): prompt
    }
  }

  /// The program as shown: its lines, numbered as the trace numbers them.
  public var codeLines: [String] {
    var lines = program.source.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// `["Header": 1, "Row": 2]` (what `print(bodyCounts)` prints) as counts; nil if it is not that.
  static func bodyCounts(_ line: String) -> [String: Int]? {
    guard line.hasPrefix("["), line.hasSuffix("]") else { return nil }
    let inner = line.dropFirst().dropLast()
    if inner == ":" { return [:] }
    var out: [String: Int] = [:]
    for part in inner.components(separatedBy: ", ") {
      let kv = part.components(separatedBy: "\": ")
      guard kv.count == 2, kv[0].hasPrefix("\""), let n = Int(kv[1]) else { return nil }
      out[String(kv[0].dropFirst())] = n
    }
    return out
  }
}

/// The shuffle of a drill's choices: fixed by its seed (the same on every run and machine), and
/// never the order the items are printed in, which would give the answer away.
struct DrillShuffle {
  let seed: UInt64

  func shuffled(_ items: [String]) -> [String] {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
    var out = items
    for k in stride(from: out.count - 1, to: 0, by: -1) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      out.swapAt(k, Int((state >> 33) % UInt64(k + 1)))
    }
    if out == items, out.count > 1 { out.append(out.removeFirst()) }
    return out
  }
}
