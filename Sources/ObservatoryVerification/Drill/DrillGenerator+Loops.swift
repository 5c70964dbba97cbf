import ObservatoryPresentation

/// The drills about `Observations` loops (R14–R18) and view bodies (SwiftUI, L3).
extension DrillGenerator.Builder {
  /// A loop over `Observations { expression }` in a task, printing every value it receives.
  mutating func loop(over expression: String, name: String) {
    emit("let \(name) = Observations { \(expression) }")
    emit("Task {")
    emit("  for await value in \(name) { print(\"loop sees \\(value)\") }")
    emit("}")
  }

  mutating func pause() { emit("try await Task.sleep(for: .milliseconds(10))") }

  mutating func observations() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let (a, b) = (t.ints[0], t.ints[1])
    declare(t.type, ["var \(a.name) = \(a.value)", "var \(b.name) = \(b.value)"])
    emit("let \(m) = \(t.type)()")
    loop(over: "\(m).\(a.name)", name: "values")
    var current = a.value
    // Before the loop's first value (R15): a write now is what it sees first, or it waits.
    if rng.chance(level == 0 ? 30 : 50) {
      current = newValue(current)
      emit("\(m).\(a.name) = \(current)")
    }
    pause()
    for _ in 0..<(level == 0 ? 2 : 3) {
      switch rng.int(level == 0 ? 2 : 3) {
      case 0:
        current = newValue(current)
        emit("\(m).\(a.name) = \(current)")
      case 1: emit("\(m).\(b.name) = \(newValue(b.value))")
      default: emit("\(m).\(a.name) = \(current)")  // the same value: no change (R7)
      }
      pause()
    }
    return .printed
  }

  mutating func transactions() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let (a, b) = (t.ints[0], t.ints[1])
    declare(t.type, ["var \(a.name) = \(a.value)", "var \(b.name) = \(b.value)"])
    emit("let \(m) = \(t.type)()")
    let both = level >= 1
    loop(over: both ? "\(m).\(a.name) + \(m).\(b.name)" : "\(m).\(a.name)", name: "values")
    pause()
    var va = a.value
    var vb = b.value
    // Bursts of writes with no suspension between them: one transaction each (R16).
    for burst in 0..<2 {
      for _ in 0..<(burst == 0 ? 2 : 1 + rng.int(2)) {
        if both && rng.chance(50) {
          vb = level == 2 && rng.chance(40) ? vb : newValue(vb)
          emit("\(m).\(b.name) = \(vb)")
        } else {
          va = newValue(va)
          emit("\(m).\(a.name) = \(va)")
        }
      }
      pause()
    }
    return .printed
  }

  /// `struct Name: View { let model: Type; var body: some View { body } }`, over four lines.
  mutating func view(_ name: String, holds property: String, body: String) {
    emit("struct \(name): View {")
    emit("  \(property)")
    emit("  var body: some View { \(body) }")
    emit("}")
  }

  mutating func viewBodies() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let (a, b) = (t.ints[0], t.ints[1])
    let label = { (s: String) in s.prefix(1).uppercased() + s.dropFirst() }
    emit(
      "@Observable final class \(t.type) { var \(a.name) = \(a.value); var \(b.name) = \(b.value) }",
      else: [
        "@Observable final class \(t.type) {", "  var \(a.name) = \(a.value)", "  var \(b.name) = \(b.value)", "}",
      ])
    let views: [String]
    let (va, vb) = (label(a.name) + "Label", label(b.name) + "Label")
    view(vb, holds: "let \(m): \(t.type)", body: "Text(\"\\(\(m).\(b.name))\")")
    if level == 0 {
      view(va, holds: "let \(m): \(t.type)", body: "Text(\"\\(\(m).\(a.name))\")")
      emit("")
      emit("let \(m) = \(t.type)()")
      emit(
        "host(VStack { \(va)(\(m): \(m)); \(vb)(\(m): \(m)) })",
        else: ["host(VStack {", "  \(va)(\(m): \(m))", "  \(vb)(\(m): \(m))", "})"])
      views = [va, vb]
    } else {
      // A parent that reads one property and holds a child that reads another: the child re-runs
      // only when it is dirty or its inputs changed (SwiftUI).
      emit("struct Screen: View {")
      emit("  let \(m): \(t.type)")
      emit("  var body: some View {")
      emit(
        "    VStack { Text(\"\\(\(m).\(a.name))\"); \(vb)(\(m): \(m)) }",
        else: ["    VStack {", "      Text(\"\\(\(m).\(a.name))\")", "      \(vb)(\(m): \(m))", "    }"])
      emit("  }")
      emit("}")
      emit("")
      emit("let \(m) = \(t.type)()")
      emit("host(Screen(\(m): \(m)))")
      views = ["Screen", vb]
    }
    emit("resetBodyCounts()")
    let options = [
      "\(m).\(a.name) = \(newValue(a.value))", "\(m).\(b.name) = \(newValue(b.value))", "\(m).\(b.name) = \(b.value)",
      "\(m).\(a.name) += 0",
    ]
    for _ in 0..<(level == 2 ? 2 : 1) { emit(rng.pick(level == 0 ? Array(options.prefix(2)) : options)) }
    emit("settle()")
    emit("print(bodyCounts)")
    return .bodies(views)
  }

  mutating func legacyBodies() -> DrillQuestion {
    let t = theme
    let (a, b) = (t.ints[0], t.ints[1])
    let label = b.name.prefix(1).uppercased() + b.name.dropFirst()
    emit("final class Legacy\(t.type): ObservableObject {")
    emit("  @Published var \(a.name) = \(a.value)")
    emit("  @Published var \(b.name) = \(b.value)")
    emit("}")
    emit(
      "@Observable final class \(t.type) { var \(a.name) = \(a.value); var \(b.name) = \(b.value) }",
      else: [
        "@Observable final class \(t.type) {", "  var \(a.name) = \(a.value)", "  var \(b.name) = \(b.value)", "}",
      ])
    view("Legacy\(label)", holds: "@ObservedObject var model: Legacy\(t.type)", body: "Text(\"\\(model.\(b.name))\")")
    view("\(label)View", holds: "let model: \(t.type)", body: "Text(\"\\(model.\(b.name))\")")
    emit("")
    emit("let legacy = Legacy\(t.type)()")
    emit("let modern = \(t.type)()")
    emit(
      "host(VStack { Legacy\(label)(model: legacy); \(label)View(model: modern) })",
      else: ["host(VStack {", "  Legacy\(label)(model: legacy)", "  \(label)View(model: modern)", "})"])
    emit("resetBodyCounts()")
    // Which property is written, and whether with the value it already has (R7 for the modern
    // model; no gate for @Published, L5).
    let property = level >= 1 && rng.chance(50) ? b : a
    let same = level == 2 && rng.chance(50)
    let v = same ? property.value : newValue(property.value)
    emit("legacy.\(property.name) = \(v)")
    emit("modern.\(property.name) = \(v)")
    emit("settle()")
    emit("print(bodyCounts)")
    return .bodies(["Legacy\(label)", "\(label)View"])
  }
}
