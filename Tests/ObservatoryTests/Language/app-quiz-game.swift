import Observation

struct Question {
  let prompt: String
  let choices: [String]
  let answer: Int
}

@Observable final class QuizGame {
  let questions: [Question]
  private(set) var index = 0
  private(set) var score = 0
  private(set) var streak = 0
  private(set) var bestStreak = 0
  var finished: Bool { index >= questions.count }
  var current: Question? { finished ? nil : questions[index] }
  init(_ q: [Question]) { questions = q }

  @discardableResult
  func answer(_ choice: Int) -> Bool {
    guard let q = current else { return false }
    let correct = choice == q.answer
    if correct {
      streak += 1
      score += 10 * streak
      bestStreak = max(bestStreak, streak)
    } else {
      streak = 0
    }
    index += 1
    return correct
  }
}

let game = QuizGame([
  Question(prompt: "2+2", choices: ["3", "4"], answer: 1),
  Question(prompt: "Capital of France", choices: ["Paris", "Rome"], answer: 0),
  Question(prompt: "Swift's first year", choices: ["2014", "2010"], answer: 0),
  Question(prompt: "Largest planet", choices: ["Mars", "Jupiter"], answer: 1),
])
withObservationTracking { _ = game.score } onChange: { print("score animates") }
for pick in [1, 0, 1, 1] {
  let q = game.current!
  print(q.prompt, "->", q.choices[pick], game.answer(pick) ? "✓" : "✗")
}
print(game.score, game.bestStreak, game.finished, game.current == nil, game.answer(0))
