/// A list that is almost always one element long: the fields a tracking read of one object, the
/// trackings one notification calls, the registrations one tracking holds. The first element is
/// kept inline, so that a list of one allocates nothing; the rest go in an array.
package struct SmallList<Element>: RandomAccessCollection {
  private var first: Element?
  private var more: [Element] = []

  init() {}
  init(_ element: Element) { first = element }

  package var startIndex: Int { 0 }
  package var endIndex: Int { first == nil ? 0 : 1 + more.count }
  package subscript(i: Int) -> Element { i == 0 ? first! : more[i - 1] }
  // Said directly, not derived from the indices: a write asks them of every list it looks at.
  package var count: Int { first == nil ? 0 : 1 + more.count }
  package var isEmpty: Bool { first == nil }

  /// Room for `n` elements in all, so that appending them grows the array once.
  mutating func reserveCapacity(_ n: Int) {
    if n > 1 { more.reserveCapacity(n - 1) }
  }

  mutating func append(_ element: Element) {
    if first == nil { first = element } else { more.append(element) }
  }

  /// Removes the elements that match, keeping the order of the others.
  mutating func removeAll(where matches: (Element) -> Bool) {
    var kept = SmallList()
    for e in self where !matches(e) { kept.append(e) }
    self = kept
  }
}

extension SmallList where Element: Equatable {
  /// Whether the list holds `element`, without iterating a copy of it.
  package func contains(_ element: Element) -> Bool {
    guard let first else { return false }
    return first == element || (!more.isEmpty && more.contains(element))
  }
}

extension SmallList: ExpressibleByArrayLiteral {
  package init(arrayLiteral elements: Element...) {
    for e in elements { append(e) }
  }
}
