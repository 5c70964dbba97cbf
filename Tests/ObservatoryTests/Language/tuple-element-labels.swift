final class CommandHistory {
  private var undos: [(name: String, action: () -> Void)] = []
  var log: [(step: Int, note: String)] = []

  func register(_ name: String, _ action: @escaping () -> Void) {
    undos.append((name, action))
    log.insert((log.count + 1, "registered \(name)"), at: 0)
  }

  func undoLast() {
    guard let last = undos.popLast() else { return print("nothing to undo") }
    print("undo", last.name)
    last.action()
  }
}

var text = "draft"
let history = CommandHistory()
history.register("append") { text = "draft" }
text += " v2"
history.register("upper") { text = "draft v2" }
text = text.uppercased()
print(text, history.log.map(\.note))
history.undoLast()
history.undoLast()
history.undoLast()
print(text, history.log.first?.step ?? 0)

var scores: [(player: String, points: Int)] = [("ana", 3)]
scores.append(("bo", 5))
scores[0] = ("cy", 9)
print(scores, scores.map(\.points).reduce(0, +))
var byID: [Int: (name: String, active: Bool)] = [:]
byID[1] = ("root", true)
byID[2] = ("guest", false)
byID[2] = nil
print(byID[1]!.name, byID[1]!.active, byID.count, byID[1]!)
let a = 4, b = "four"
let pair = (a, b) as (number: Int, word: String)
print(pair.word, pair)
