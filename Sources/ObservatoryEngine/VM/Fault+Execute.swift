/// The faults the dispatch loop (`VM.execute`) raises, worded here, out of the loop and of the
/// `VM` type: the loop names them in one line each.
extension Fault {
  /// `weak` or `unowned` (`attribute`) on a value that is not a class instance.
  static func referenceNeedsClass(_ attribute: String, _ typeName: String) -> Fault {
    Fault("'\(attribute)' applies only to class instances, not to a value of type '\(typeName)'")
  }

  /// `x!` of a nil.
  static var foundNil: Fault {
    Fault(
      "unexpectedly found nil while unwrapping an Optional value",
      hint: "check for nil first with if let or guard let, or give a default with ??")
  }

  /// A `switch` none of whose cases matched.
  static var noCaseMatched: Fault {
    Fault(
      "no case of the switch matched this value",
      hint: "Swift requires a switch to cover every value: add a `default:` case")
  }

  /// Function `name` with a result type reached its end.
  static func missingReturn(_ name: String) -> Fault {
    Fault(
      "'\(name)' reached its end without returning a value",
      hint: "every path through a function with a result type needs `return value`")
  }
}
