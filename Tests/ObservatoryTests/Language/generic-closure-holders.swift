// A toolbar keeps its buttons' actions in a generic holder, and a formatter pipeline keeps its
// steps: the closures are called and counted, never printed, so the values run as in Swift.
struct Button<Action> {
  let title: String
  let action: Action
}

final class Pipeline<Step> {
  var steps: [Step]
  init(steps: [Step]) { self.steps = steps }
}

func shout(_ s: String) -> String { s.uppercased() }

var taps = 0
let save = Button(title: "Save", action: { taps += 1 })
let share = Button(title: "Share", action: { (who: String) in "shared with \(who)" })
save.action()
save.action()
print(save.title, taps, share.action("ann"))

let pipeline = Pipeline(steps: [shout, { (s: String) in s + "!" }])
var text = "hello"
for step in pipeline.steps { text = step(text) }
print(text, pipeline.steps.count)
pipeline.steps.append { String($0.reversed()) }
print(pipeline.steps.reduce("abc") { acc, step in step(acc) })
