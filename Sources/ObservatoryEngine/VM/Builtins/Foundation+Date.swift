/// Foundation's `Date`: a point in time, stored as Swift stores it — seconds since the reference
/// date 2001-01-01 00:00:00 UTC as a `Double` — with the same arithmetic, so conversions round as
/// Swift's do (`Date(timeIntervalSince1970: 0.1).timeIntervalSince1970` is 0.10000002384185791).
///
/// Playground only: `Date()` and `Date.now` read the scheduler's virtual clock, never the system's.
/// A lesson starts at `VirtualWallClock.start` (2025-01-01 00:00:00 +0000) and its clock moves
/// only when a task sleeps, so `Date().timeIntervalSince(start)` after `Task.sleep(for:
/// .seconds(1))` is 1.0 and a little more: every reading is 1 µs after the one before, as real
/// time passes between two readings of a real clock.
final class DateValue: NativeValue {
  /// `timeIntervalSinceReferenceDate`.
  let seconds: Double
  init(_ seconds: Double) { self.seconds = seconds }

  /// Seconds from 1970-01-01 to the reference date (Foundation's constant).
  static let since1970 = 978_307_200.0
  static let distantPast = -63_114_076_800.0
  static let distantFuture = 63_113_904_000.0

  override var typeName: String { "Date" }
  override var isEquatable: Bool { true }
  override func isEqual(to other: HostObject) -> Bool { (other as? DateValue)?.seconds == seconds }
  override func hash(into h: inout Hasher) { h.combine(seconds) }

  /// For the trace, which must not stop the lesson: a NaN date shows as unavailable.
  override var description: String { DateValue.format(seconds) ?? "<description unavailable>" }

  override func text(_ vm: VM, debug: Bool) throws -> String {
    guard let text = DateValue.format(seconds) else {
      // Date.description converts the time to time_t, which traps for NaN (verified against
      // Swift 6.3.1: the program stops in Date.description).
      throw Fault(
        "Date.description: a date whose time interval is NaN cannot be printed (Swift stops the program here)",
        hint: "a NaN time interval came from an invalid calculation, such as 0.0 / 0.0")
    }
    return text
  }

  /// Swift 6.3.1's `Date.description` on Linux (verified against it): `yyyy-MM-dd HH:mm:ss +0000`
  /// in UTC for dates from `distantPast` to `distantFuture`, the seconds since 1970 truncated
  /// toward zero; `<description unavailable>` outside that range; nil for NaN (a trap in Swift).
  static func format(_ seconds: Double) -> String? {
    if seconds.isNaN { return nil }
    guard seconds >= distantPast && seconds <= distantFuture else { return "<description unavailable>" }
    let t = Int(seconds + since1970)
    let days = t >= 0 ? t / 86_400 : -((-t + 86_399) / 86_400)
    let secs = t - days * 86_400
    let (y, m, d) = civilDate(days)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let year = String(y)
    let paddedYear = String(repeating: "0", count: max(0, 4 - year.count)) + year
    return "\(paddedYear)-\(two(m))-\(two(d)) \(two(secs / 3600)):\(two(secs / 60 % 60)):\(two(secs % 60)) +0000"
  }

  /// The proleptic Gregorian date of a day number (days since 1970-01-01), after Howard
  /// Hinnant's `civil_from_days`.
  static func civilDate(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    switch name {
    case "timeIntervalSinceReferenceDate": return .double(seconds)
    case "timeIntervalSince1970": return .double(seconds + DateValue.since1970)
    case "timeIntervalSinceNow": return .double(seconds - VirtualWallClock.read(vm))
    case "description", "debugDescription": return .string(try text(vm, debug: false))
    default: return nil
    }
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    switch (name, labels) {
    case ("timeIntervalSince", [nil]): return .double(seconds - (try DateValue.date(args[0], "the date")).seconds)
    case ("distance", ["to"]): return .double((try DateValue.date(args[0], "to")).seconds - seconds)
    case ("addingTimeInterval", [nil]): return .host(DateValue(seconds + (try timeInterval(args[0]))))
    case ("advanced", ["by"]): return .host(DateValue(seconds + (try timeInterval(args[0]))))
    default: return nil
    }
  }

  override func mutates(_ name: String) -> Bool { name == "addTimeInterval" }

  override func mutate(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> (Value, Value)? {
    guard name == "addTimeInterval", labels == [nil] else { return nil }
    return (.host(DateValue(seconds + (try timeInterval(args[0])))), .void)
  }

  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    // `due < .now`: an implicit member next to a Date is Date's.
    if case .host(let m as ImplicitMember) = other, m.args.isEmpty, let d = DateValue.staticMember(vm, m.name) {
      return try binary(vm, op, d, isLeft: isLeft)
    }
    if case .host(let o as DateValue) = other {
      let (a, b) = isLeft ? (seconds, o.seconds) : (o.seconds, seconds)
      return NativeValue.compare(op, a, b)
    }
    // `date + 60`, `date - 0.5`: a TimeInterval on the right only, as Foundation declares them.
    guard isLeft, op == .add || op == .sub, let t = try? timeInterval(other) else { return nil }
    return .host(DateValue(op == .add ? seconds + t : seconds - t))
  }

  /// `Date()`, `Date(timeIntervalSince1970:)`, `Date(timeIntervalSinceReferenceDate:)`,
  /// `Date(timeIntervalSinceNow:)`, `Date(timeInterval:since:)`.
  static func construct(_ vm: VM, _ args: [Value], _ labels: [String?]) throws -> Value {
    switch labels {
    case []: return .host(DateValue(VirtualWallClock.read(vm)))
    case ["timeIntervalSince1970"]: return .host(DateValue(try timeInterval(args[0]) - since1970))
    case ["timeIntervalSinceReferenceDate"]: return .host(DateValue(try timeInterval(args[0])))
    case ["timeIntervalSinceNow"]: return .host(DateValue(VirtualWallClock.read(vm) + (try timeInterval(args[0]))))
    case ["timeInterval", "since"]:
      return .host(DateValue((try date(args[1], "since")).seconds + (try timeInterval(args[0]))))
    default: throw Fault("Date has no initializer with these arguments")
    }
  }

  /// `Date.now`, `Date.distantPast`, `Date.distantFuture`; also `.now` where a Date is expected.
  static func staticMember(_ vm: VM, _ name: String) -> Value? {
    switch name {
    case "now": return .host(DateValue(VirtualWallClock.read(vm)))
    case "distantPast": return .host(DateValue(distantPast))
    case "distantFuture": return .host(DateValue(distantFuture))
    default: return nil
    }
  }

  static func date(_ v: Value, _ what: String) throws -> DateValue {
    if case .host(let d as DateValue) = v { return d }
    throw Fault("\(what) must be a Date, not '\(valueTypeName(v))'")
  }
}

/// A `TimeInterval` (`Double`) argument; an integer literal is one too.
func timeInterval(_ v: Value) throws -> Double {
  switch v {
  case .double(let d): return d
  case .int(let i): return Double(i)
  case .host(let m as ImplicitMember) where m.args.isEmpty && Coercion.doubleConstants[m.name] != nil:
    return Coercion.doubleConstants[m.name] ?? 0
  default: throw Fault("expected a TimeInterval (a Double number of seconds), not '\(valueTypeName(v))'")
  }
}

/// The wall clock the playground's `Date()` reads: the scheduler's virtual clock from a fixed start.
enum VirtualWallClock {
  /// 2025-01-01 00:00:00 +0000, as seconds since the reference date: where every lesson's clock
  /// starts (documented; real programs read the system clock).
  static let start = 757_382_400.0

  /// Real time passes between two readings of a real clock, and a program that sleeps 50 ms
  /// then finds `elapsed >= 0.05`; so every reading is 1 µs later than the one before, on top of
  /// the virtual time (which alone, added to a date in 2025, would round 0.05 s to 0.04999995).
  static let stepPerReading = 1e-6

  static func read(_ vm: VM) -> Double {
    let state = vm.foundation
    state.clockReadings += 1
    return start + Double(vm.scheduler.now) / 1e9 + Double(state.clockReadings) * stepPerReading
  }
}
