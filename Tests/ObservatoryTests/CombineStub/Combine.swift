// A stand-in for Apple's Combine with the shape of the API lessons and the prelude use (the
// declarations as Combine's interface has them, the bodies as simple as possible), so that the
// suite can type-check the exported programs' macOS branch (`#if canImport(Combine)`) on Linux.
// It is compiled only by ConformanceTests, as a module named Combine; it runs nothing.

public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { _subscribe(receiveValue) }
}

public protocol Cancellable {
  func cancel()
}

final public class AnyCancellable: Cancellable, Hashable {
  private var action: (() -> Void)?
  public init(_ cancel: @escaping () -> Void) { action = cancel }
  public func cancel() {
    action?()
    action = nil
  }
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }
  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  private var receivers: [() -> Void] = []
  public init() {}
  public func send() { for r in receivers { r() } }
  public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    receivers.append { receive(()) }
    return AnyCancellable {}
  }
}

public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

@propertyWrapper public struct Published<Value> {
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    public func _subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable { AnyCancellable {} }
  }
  private var value: Value
  public init(wrappedValue: Value) { value = wrappedValue }
  public init(initialValue: Value) { value = initialValue }
  public var projectedValue: Publisher {
    mutating get { Publisher() }
    set {}
  }
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set { object[keyPath: storageKeyPath].value = newValue }
  }
}
