// expect-error: overlapping accesses to 'items'
// expect-kind: runtime
class Box { var items = [1, 2, 3] }
let box = Box()
box.items.removeAll { _ in box.items.count > 5 }
print(box.items)
