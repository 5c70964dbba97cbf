/// `#predict("Which bodies run?", ["LegacyTile ×10", "ModernTile ×1", "both"], answer: 2)`: a
/// question the learner answers *before* the next step runs. The answer is the index of the right
/// choice (from 0, as Swift indexes the array).
///
/// `#predict("In which order do they run?", order: ["T1", "T2", "the loop"])` asks for an order:
/// the items are written in the order they happen, shown to the learner shuffled (the same way on
/// every run), and the learner answers with the shown numbers in the order they expect
/// (`3 1 2`); the answer is graded item by item against the right order.
///
/// Where a learner steps through a lesson (`observatory learn`, the REPL, `present`, the web
/// page), the question is asked, the step after it runs, and then the answer is revealed and
/// scored; a plain run (`observatory run`, `check`) shows the question and its answer. The lesson
/// should prove the answer with an `#expect` after the step.
public struct Prediction: Sendable, Equatable {
  public let question: String
  /// The choices, or an order question's items as they are shown (shuffled).
  public let choices: [String]
  /// Index of the right choice in `choices` (-1 for an order question).
  public let answer: Int
  /// An order question's right order: indices into `choices`.
  public let order: [Int]?
  /// Line of the `#predict` directive.
  public let line: Int

  public init(question: String, choices: [String], answer: Int, order: [Int]? = nil, line: Int) {
    self.question = question
    self.choices = choices
    self.answer = answer
    self.order = order
    self.line = line
  }

  /// Whether the learner is asked for an order rather than a choice.
  public var isOrder: Bool { order != nil }

  /// The directive as the learner may see it before answering: the question only, never the
  /// choices' answer (`#predict("Which bodies run?")`).
  public var questionSource: String { "#predict(\"\(question)\")" }

  /// The choices numbered from 1, as a learner picks them: `1) LegacyTile ×10`.
  public var numberedChoices: [String] { choices.enumerated().map { "\($0.offset + 1)) \($0.element)" } }

  /// The right answer: the choice, numbered (`3) both`), or the order (`2 3 1: T1 → T2 → the loop`).
  public var answerText: String {
    guard let order else { return "\(answer + 1)) \(choices[answer])" }
    return order.map { String($0 + 1) }.joined(separator: " ") + ": "
      + order.map { choices[$0] }.joined(separator: " → ")
  }

  /// A learner's answer: a choice, or an order of the shown items.
  public enum Answer: Sendable, Equatable {
    case choice(Int)
    case order([Int])
  }

  /// Reads a learner's answer: a choice number (`2`) or the choice's text; for an order question,
  /// every shown number once (`3 1 2`, `3,1,2`, or `312` when there are at most 9 items). nil if
  /// it is none of these.
  public func answer(from input: String) -> Answer? {
    let t = input.trimmingCharacters(in: .whitespaces)
    guard isOrder else {
      if let n = Int(t), (1...choices.count).contains(n) { return .choice(n - 1) }
      return choices.firstIndex { $0.lowercased() == t.lowercased() }.map(Answer.choice)
    }
    var words = t.split { $0 == " " || $0 == "," || $0 == ">" || $0 == "-" }.map(String.init)
    if words.count == 1, choices.count <= 9, t.count == choices.count { words = t.map { String($0) } }
    let numbers = words.compactMap { Int($0) }.map { $0 - 1 }
    guard numbers.count == choices.count, Set(numbers) == Set(choices.indices) else { return nil }
    return .order(numbers)
  }

  /// A choice (for the choice questions' callers).
  public func choice(from input: String) -> Int? {
    if case .choice(let k)? = answer(from: input) { return k }
    return nil
  }

  public func isRight(_ a: Answer) -> Bool {
    switch a {
    case .choice(let k): return order == nil && k == answer
    case .order(let o): return o == order
    }
  }

  /// How to answer, for the prompt.
  public var howToAnswer: String {
    isOrder
      ? "the numbers in the order they happen, e.g. \((1...choices.count).reversed().map(String.init).joined(separator: " "))"
      : "a number from 1 to \(choices.count)"
  }

  /// The learner's answer graded against the right one: for a choice, one line; for an order, the
  /// learner's order and the right one, item by item (`✓` in its place, `✗` where it differs).
  public func grade(_ a: Answer) -> [String] {
    switch a {
    case .choice(let k):
      return [
        k == answer ? "✓ right: \(answerText)" : "✗ you said \(k + 1)) \(choices[k]); the answer is \(answerText)"
      ]
    case .order(let o):
      guard let order else { return [] }
      if o == order { return ["✓ right: \(answerText)"] }
      let inPlace = zip(o, order).filter { $0 == $1 }.count
      var out = ["✗ \(inPlace) of \(order.count) in their place:"]
      for (k, pair) in zip(o, order).enumerated() {
        let mark = pair.0 == pair.1 ? "✓" : "✗"
        let right = pair.0 == pair.1 ? "" : "   (it is \(choices[pair.1]))"
        out.append("  \(mark) \(k + 1). \(choices[pair.0])\(right)")
      }
      return out
    }
  }

  /// Builds a prediction from the directive's arguments, or says what is wrong with them. They
  /// must be literals: the question is asked before any code runs.
  static func parse(_ args: [Argument], line: Int) throws(PredictionError) -> Prediction {
    func literalString(_ e: Expr) -> String? {
      guard case .string(let parts) = e.kind else { return nil }
      var s = ""
      for p in parts {
        guard case .text(let t) = p else { return nil }
        s += t
      }
      return s
    }
    let usage =
      "#predict takes a question, the choices and the answer: #predict(\"Which bodies run?\", [\"A\", \"B\"], answer: 1), or a question and the items in their order: #predict(\"In which order?\", order: [\"A\", \"B\"])"
    let isOrder = args.count == 2 && args[1].label == "order"
    guard args.first?.label == nil,
      isOrder || (args.count == 3 && args[1].label == nil && args[2].label == "answer")
    else { throw PredictionError(usage) }
    guard let question = literalString(args[0].value) else {
      throw PredictionError("#predict's question must be a string literal without interpolation")
    }
    guard case .array(let items) = args[1].value.kind, items.count >= 2 else {
      throw PredictionError(
        "#predict's \(isOrder ? "order" : "choices") must be an array literal of at least two strings")
    }
    let texts = items.compactMap(literalString)
    guard texts.count == items.count else {
      throw PredictionError("#predict's \(isOrder ? "items" : "choices") must be string literals without interpolation")
    }
    if isOrder {
      guard Set(texts).count == texts.count else { throw PredictionError("#predict's order names an item twice") }
      let shown = shuffled(texts.indices.map { $0 }, seed: question)
      // shown[k] is the item shown at k; the right order lists shown positions.
      let order = texts.indices.map { i in shown.firstIndex(of: i)! }
      return Prediction(question: question, choices: shown.map { texts[$0] }, answer: -1, order: order, line: line)
    }
    guard case .int(let answer) = args[2].value.kind, texts.indices.contains(answer) else {
      throw PredictionError(
        "#predict's answer must be the index of the right choice, from 0 to \(texts.count - 1)")
    }
    return Prediction(question: question, choices: texts, answer: answer, line: line)
  }

  /// The same permutation for the same question on every run and every machine (FNV-1a of the
  /// question seeds a linear congruential generator), and never the right order itself.
  static func shuffled(_ items: [Int], seed: String) -> [Int] {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in seed.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    var out = items
    for k in stride(from: out.count - 1, to: 0, by: -1) {
      h = h &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      out.swapAt(k, Int((h >> 33) % UInt64(k + 1)))
    }
    if out == items { out.append(out.removeFirst()) }
    return out
  }

  /// The predictions of a lesson, by the start offset of their `#predict` step. Empty if the
  /// lesson does not parse (its error is reported when it runs).
  public static func all(in file: SourceFile) -> [Int: Prediction] {
    guard let stmts = try? Parser.parse(file) else { return [:] }
    var out: [Int: Prediction] = [:]
    for s in stmts {
      if case .directive("predict", let args) = s.kind, let p = try? parse(args, line: file.line(of: s.start)) {
        out[s.start] = p
      }
    }
    return out
  }

  /// The lines a transcript shows for the directive: the question, the numbered choices, and
  /// which is right.
  var transcriptLines: [String] {
    guard isOrder else {
      return numberedChoices.enumerated().map { $0.offset == answer ? $0.element + "   ← the answer" : $0.element }
    }
    return numberedChoices + ["← the order: " + answerText]
  }
}

struct PredictionError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
