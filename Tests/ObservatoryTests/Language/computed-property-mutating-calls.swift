// A mutating method called through a computed property runs its getter once, then the method
// on the value it returned, then its setter — in a class, in a struct variable, through an
// @Observable model's computed property (one access, one change) and beside a class method of
// the same name, which only gets.
import Observation

struct Size {
  var w = 1, h = 2
  mutating func grow() { w += 1; h += 1 }
  mutating func reset() { w = 0; h = 0 }
}

final class Canvas {
  var stored = Size()
  var size: Size {
    get { print("  get size"); return stored }
    set { print("  set size \(newValue.w)x\(newValue.h)"); stored = newValue }
  }
}
let canvas = Canvas()
canvas.size.grow()
print(canvas.stored.w, canvas.stored.h)

struct Frame {
  var origin = Size()
  var box: Size {
    get { print("  get box"); return origin }
    set { print("  set box"); origin = newValue }
  }
}
var frame = Frame() {
  didSet { print("  frame didSet") }
}
frame.box.grow()
frame.box.reset()
print(frame.origin.w, frame.origin.h)

@Observable final class Layout {
  var width = 10
  var height = 20
  var size: Size {
    get { Size(w: width, h: height) }
    set { width = newValue.w; height = newValue.h }
  }
}
let layout = Layout()
withObservationTracking {
  _ = layout.width
} onChange: {
  print("  layout will change")
}
layout.size.grow()
print(layout.width, layout.height)

final class Timer {
  var ticks = 0
  func reset() { ticks = 0; print("  timer reset") }
}
final class Clock {
  let timer = Timer()
  var current: Timer { print("  get current"); return timer }
}
let clock = Clock()
clock.timer.ticks = 5
clock.current.reset()
print(clock.timer.ticks)
