/// The object and stored property an event is about, as data rather than the trace's text
/// (`cart.items` names the object by a variable holding it): the object's class and its number
/// among that class's objects, the property's name. `observatory verify` names objects by class
/// and order of first appearance (`Cart#1.items`), as the real program it builds can.
public struct TraceSubject: Sendable, Equatable {
  public let className: String
  /// The object's number among its class's objects, in order of creation.
  public let serial: Int
  public let property: String
  /// The class (or one it inherits from) is `@Observable`: its writes reach the Observation
  /// registrar through the macro's code (not only an `ObservableObject`'s `objectWillChange`;
  /// a class that conforms by hand calls its own registrar, which the traced export does not see).
  public let observable: Bool

  init(_ object: Instance, _ field: Int) {
    className = object.cls.name
    serial = object.serial
    // A class that conforms by hand names its properties by the ids its key paths resolved to.
    property = object.cls.observedName(field)
    var c: ClassInfo? = object.cls
    var observable = false
    while let k = c, !observable {
      observable = k.isObservable
      c = k.superclass
    }
    self.observable = observable
  }
}
