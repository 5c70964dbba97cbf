import Foundation
import Observation
protocol ScoreDelegate: AnyObject {
  func scoreDidChange(to value: Int)
}
@Observable final class Game {
  weak var delegate: ScoreDelegate?
  var score = 0 { didSet { delegate?.scoreDidChange(to: score) } }
  var onReset: (() -> Void)?
  @discardableResult
  func add(_ n: Int) -> Int { score += n; return score }
  func reset() { score = 0; onReset?() }
}
final class Logger: ScoreDelegate {
  var log: [Int] = []
  func scoreDidChange(to value: Int) { log.append(value) }
}
let game = Game()
let logger = Logger()
game.delegate = logger
game.onReset = { print("reset! log \(logger.log)") }
game.add(3)
game.add(4)
game.reset()
@Observable final class Line { var qty = 1; let name: String; init(_ n: String) { name = n } }
@Observable final class Order { var lines: [Line] = [Line("a"), Line("b")] }
let order = Order()
withObservationTracking { _ = order.lines.count } onChange: { print("lines changed") }
withObservationTracking { _ = order.lines[1].qty } onChange: { print("qty of b changed") }
order.lines[1].qty += 1
order.lines[0].qty = 5
order.lines.append(Line("c"))
for (i, line) in order.lines.enumerated() where line.qty > 1 {
  print(i, line.name, line.qty)
}
print(order.lines.map { "\($0.name)=\($0.qty)" }.joined(separator: ", "))
struct Tag: Hashable { let name: String }
var tags: Set<Tag> = [Tag(name: "x"), Tag(name: "y")]
tags.insert(Tag(name: "x"))
print(tags.count, tags.contains(Tag(name: "y")))
print(String(format: "%.2f", 3.14159), String(format: "%d items", 3))
