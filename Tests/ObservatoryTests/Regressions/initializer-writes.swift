//: # An initializer's writes, before and after every stored property has a value
//: In an @Observable class, `self.q = ...` initializes q while some stored property has no value yet
//: (the macro's init accessor: no events); once every one has (and super.init has run, in a subclass),
//: it goes through the setter: willSet and didSet that nobody observes yet, and none for the same
//: value. A write inside a branch does not count as initializing here (the playground does not
//: follow branches), so later writes stay initializations. Probe p06 found the difference.
@Observable final class Item {
  var q = 0
  var r: Int
  init(_ q: Int) {
    self.q = q
    r = 1
    self.q = q + 1
    if q > 100 { r = 2 }
    self.q = q + 2
  }
}
class Base { var b = 0; init() { b = 1 } }
@Observable final class Sub: Base {
  var s = 0
  override init() {
    s = 1
    super.init()
    s = 2
  }
}
let a = Item(5)
let same = Item(0)
let sub = Sub()
print(a.q, same.q, sub.s, sub.b)
