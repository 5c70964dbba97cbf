/// What a stored value must be converted to when stored: Swift would have typed the literal so.
public indirect enum TypeShape: Sendable {
  case double
  case optional(TypeShape?)
  case array(TypeShape)
  case dictionary(TypeShape)
  /// `Set<T>`: an array literal stored there becomes a set (with `T`'s shape for its members).
  case set(TypeShape?)
  /// An enum the lesson declares: `.busy` stored there becomes `Mode.busy`.
  case enumeration(String)
  /// Foundation's `Decimal`: an integer or floating-point literal stored there becomes a Decimal.
  case decimal
  /// Foundation's `Date`: `.now` stored there reads the virtual clock.
  case date
  /// The standard library's `Duration`: `.zero` or `.milliseconds(5)` stored there is one.
  case duration
  /// A struct or class the lesson declares: `.coffee`, `.shared` or `.init(...)` stored there is
  /// its static member or a new instance.
  case instance(String)
  /// A generic struct or class with the arguments its declaration writes (`Stack<Int>`): as
  /// `instance`, and a value of that type made without them (`let s: Stack<Int> = Stack()`)
  /// keeps them (`TypeArguments`: `<Int>`, `<Swift.Int>`), as if written `Stack<Int>()`.
  case genericInstance(String, plain: String, qualified: String)
  /// A tuple: its labels (`(min: Int, max: Int)`) and its elements' shapes (empty: none).
  case tuple(TupleLabels?, [TypeShape?])
  /// A `weak var` stored property: the field holds a weak cell, read as an Optional (nil once the
  /// object is gone).
  case weak
  /// `Self` in a protocol's or type's method (`func union(_ other: Self)`): the receiver's type
  /// (`VM.pushFrame` resolves it to `.instance` or `.enumeration`).
  case selfType
  /// An `unowned` stored property: a cell that does not keep its object alive, read as the object
  /// itself (a trap once the object is gone).
  case unowned
  /// `[T]` (any `T` that needs no conversion) where the value is `xs.reversed()`: Swift picks
  /// Sequence's `reversed()`, which makes an array (`Compiler.emitArrayContext`).
  case sequenceArray
  /// Where Swift put a Substring into an `Any` (`SourceFile.substringBoxes`): the String the
  /// playground has there is marked a Substring (`SubstringValue`).
  case substring(SubstringBoxing)
  /// A declared `Task<Int, Never>`: a task stored there keeps its result and failure types, which
  /// Swift prints (`Task<Int, Never>(_task: (Opaque Value))`) and no value shows.
  case task(plain: String, qualified: String)
  /// A declared key path type (`KeyPath<P, Int>`, `PartialKeyPath<P>`), named if the compiler can:
  /// a key path whose own type is another is stored without its name (`KeyPathValue.withoutType`).
  case keyPath(String?)
}
