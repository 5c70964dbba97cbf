/// `#predict("Which bodies run?", ["LegacyTile ×10", "ModernTile ×1", "both"], answer: 2)`: a
/// question the learner answers *before* the next step runs. The answer is the index of the right
/// choice (from 0, as Swift indexes the array). Where a learner steps through a lesson (`observatory
/// learn`, the REPL, `present`, the web page), the question is asked, the step after it runs, and
/// then the answer is revealed and scored; a plain run (`observatory run`, `check`) shows the
/// question and its answer. The lesson should prove the answer with an `#expect` after the step.
public struct Prediction: Sendable, Equatable {
  public let question: String
  public let choices: [String]
  /// Index of the right choice in `choices`.
  public let answer: Int
  /// Line of the `#predict` directive.
  public let line: Int

  /// The choices numbered from 1, as a learner picks them: `1) LegacyTile ×10`.
  public var numberedChoices: [String] { choices.enumerated().map { "\($0.offset + 1)) \($0.element)" } }

  /// The right choice, numbered: `3) both`.
  public var answerText: String { "\(answer + 1)) \(choices[answer])" }

  /// Reads a learner's answer: a choice number (`2`) or the choice's text; nil if it is neither.
  public func choice(from input: String) -> Int? {
    let t = input.trimmingCharacters(in: .whitespaces)
    if let n = Int(t), (1...choices.count).contains(n) { return n - 1 }
    return choices.firstIndex { $0.lowercased() == t.lowercased() }
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
    guard args.count == 3, args[0].label == nil, args[1].label == nil, args[2].label == "answer" else {
      throw PredictionError(
        "#predict takes a question, the choices and the answer: #predict(\"Which bodies run?\", [\"A\", \"B\"], answer: 1)"
      )
    }
    guard let question = literalString(args[0].value) else {
      throw PredictionError("#predict's question must be a string literal without interpolation")
    }
    guard case .array(let items) = args[1].value.kind, items.count >= 2 else {
      throw PredictionError("#predict's choices must be an array literal of at least two strings")
    }
    let choices = items.compactMap(literalString)
    guard choices.count == items.count else {
      throw PredictionError("#predict's choices must be string literals without interpolation")
    }
    guard case .int(let answer) = args[2].value.kind, choices.indices.contains(answer) else {
      throw PredictionError(
        "#predict's answer must be the index of the right choice, from 0 to \(choices.count - 1)")
    }
    return Prediction(question: question, choices: choices, answer: answer, line: line)
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
    numberedChoices.enumerated().map { $0.offset == answer ? $0.element + "   ← the answer" : $0.element }
  }
}

struct PredictionError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
