import ObservatoryPresentation

/// The drills about `withObservationTracking`: one-shot firing (R4, R5), what `onChange` sees,
/// the equality gate (R7, R8), the order of willSet, onChange and didSet, reads along a path and
/// through computed properties (R1, R9), `@ObservationIgnored` (R2), re-arming (R6) and deinit
/// (R12).
extension DrillGenerator.Builder {
  /// A write to `property` of `object`: `(code, new value)`; a compound one (`+= 2`) at level 1
  /// and up, some of the time.
  mutating func write(_ object: String, _ property: String, _ values: inout [String: Int]) -> String {
    let key = object + "." + property
    let current = values[key] ?? 0
    if level >= 1 && rng.chance(30) {
      let d = 1 + rng.int(4)
      values[key] = current + d
      return "\(key) += \(d)"
    }
    let v = newValue(current)
    values[key] = v
    return "\(key) = \(v)"
  }

  /// Writes, each with a print after it only where `marked`.
  mutating func emitWrites(_ writes: [String], marked: Int?) {
    for (k, w) in writes.enumerated() {
      emit(w)
      if k == marked { emit("print(\"after \(w.replacingOccurrences(of: "\"", with: "\\\""))\")") }
    }
  }

  mutating func oneShot() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let (a, b) = (t.ints[0], t.ints[1])
    declare(t.type, ["var \(a.name) = \(a.value)", "var \(b.name) = \(b.value)"])
    var values = ["\(m).\(a.name)": a.value, "\(m).\(b.name)": b.value]
    var targets = [(m, a.name), (m, b.name)]
    if level == 2 {
      emit("let \(m) = \(t.type)()")
      emit("let other = \(t.type)()")
      trackingLine(["\(m).\(a.name)", "other.\(b.name)"], prints: "onChange runs")
      values["other.\(a.name)"] = a.value
      values["other.\(b.name)"] = b.value
      targets += [("other", a.name), ("other", b.name)]
    } else {
      emit("let \(m) = \(t.type)()")
      let reads = level == 0 ? ["\(m).\(a.name)"] : ["\(m).\(a.name)", "\(m).\(b.name)"]
      trackingBlock(reads, onChange: "print(\"\(level == 0 ? a.name + " will change" : "onChange runs")\")")
    }
    var writes: [String] = []
    for _ in 0..<(level == 0 ? 2 + rng.int(2) : 3) {
      let (o, p) = rng.pick(targets)
      writes.append(write(o, p, &values))
    }
    emitWrites(writes, marked: rng.int(writes.count - 1))
    emit("print(\"\(a.name) is \\(\(m).\(a.name))\")")
    return .printed
  }

  mutating func whatOnChangeSees() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let (a, b) = (t.ints[0], t.ints[1])
    declare(t.type, ["var \(a.name) = \(a.value)", "var \(b.name) = \(b.value)"])
    emit("let \(m) = \(t.type)()")
    var values = ["\(m).\(a.name)": a.value, "\(m).\(b.name)": b.value]
    // What onChange prints: the tracked property, or (level 1 and up, some of the time) the other
    // one, written before the tracked one.
    let printsOther = level >= 1 && rng.chance(50)
    let shown = printsOther ? b : a
    var candidates = [shown.value]
    trackingBlock(
      ["\(m).\(a.name)"], onChange: onMainActor("print(\"onChange sees \\(\(m).\(shown.name))\")"))
    if printsOther {
      let w = write(m, b.name, &values)
      emit(w)
      candidates.append(values["\(m).\(b.name)"]!)
    }
    let writes = level == 2 ? 2 : 1
    for _ in 0..<writes {
      emit(write(m, a.name, &values))
      if !printsOther { candidates.append(values["\(m).\(a.name)"]!) }
    }
    emit("print(\"\(shown.name) is \\(\(m).\(shown.name))\")")
    var choices = candidates.map(String.init)
    var extra = (candidates.max() ?? 0) + 1
    while Set(choices).count < 3 || choices.count < 3 {
      if !choices.contains(String(extra)) { choices.append(String(extra)) }
      extra += 1
    }
    return .value(
      prompt: "What value does onChange print for \(m).\(shown.name)?", marker: "onChange sees ",
      choices: Array(DrillGenerator.unique(choices).prefix(4)))
  }

  mutating func equalityGate() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let a = t.ints[0]
    let text = t.text
    declare(t.type, ["var \(a.name) = \(a.value)", "var \(text.name) = \"\(text.value)\""])
    emit("let \(m) = \(t.type)()")
    let tracksText = level == 2 && rng.chance(50)
    trackingBlock(
      tracksText ? ["\(m).\(text.name)"] : ["\(m).\(a.name)"],
      onChange: "print(\"\(tracksText ? text.name : a.name) will change\")")
    var kinds =
      tracksText
      ? [
        "\(m).\(text.name) = \"\(text.value)\"", "\(m).\(text.name) = \(m).\(text.name)",
        "\(m).\(text.name) = \"\(text.other)\"",
      ]
      : ["\(m).\(a.name) = \(a.value)", "\(m).\(a.name) = \(a.value + 1 + rng.int(5))"]
    if level >= 1 && !tracksText { kinds += ["\(m).\(a.name) += 0", "\(m).\(a.name) = \(m).\(a.name)"] }
    var writes: [String] = []
    for _ in 0..<(level == 0 ? 2 : 3) { writes.append(rng.pick(kinds)) }
    // The first write is often the one that makes the point: a same value.
    if rng.chance(50) { writes[0] = kinds[0] }
    for w in writes {
      emit(w)
      emit("print(\"wrote \(w.replacingOccurrences(of: "\"", with: "\\\""))\")")
    }
    return .printed
  }

  mutating func writeOrder() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let a = t.ints[0]
    let twice = level == 2
    emit("@Observable final class \(t.type) {")
    emit("  var \(a.name) = \(a.value) {")
    emit("    willSet { print(\"willSet\(twice ? " \\(newValue)" : "")\") }")
    emit("    didSet { print(\"didSet\(twice ? " \\(\(a.name))" : "")\") }")
    emit("  }")
    emit("}")
    emit("")
    emit("let \(m) = \(t.type)()")
    trackingLine(["\(m).\(a.name)"], prints: "onChange")
    var items = ["onChange"]
    if twice {
      let v = newValue(a.value)
      emit("\(m).\(a.name) = \(a.value)")
      emit("\(m).\(a.name) = \(v)")
      items += ["willSet \(a.value)", "didSet \(a.value)", "willSet \(v)", "didSet \(v)"]
    } else {
      emit(level == 1 ? "\(m).\(a.name) += 1" : "\(m).\(a.name) = \(newValue(a.value))")
      items += ["willSet", "didSet"]
    }
    emit("print(\"after the write\")")
    items.append("after the write")
    return .order(items)
  }

  /// An object inside another: its type, the property holding it, and each one's properties.
  struct Nesting {
    let outer: String
    let instance: String
    let outerText: (name: String, value: String, other: String)
    let inner: String
    let property: String
    let innerText: (name: String, value: String, other: String)
  }

  static let nestings = [
    Nesting(
      outer: "Customer", instance: "customer", outerText: ("name", "Ada", "Grace"), inner: "Address",
      property: "address", innerText: ("city", "Oslo", "Rome")),
    Nesting(
      outer: "Team", instance: "team", outerText: ("motto", "Go", "Win"), inner: "Player", property: "captain",
      innerText: ("name", "Ada", "Alan")),
    Nesting(
      outer: "Album", instance: "album", outerText: ("title", "Blue", "Red"), inner: "Artwork", property: "cover",
      innerText: ("style", "photo", "drawing")),
    Nesting(
      outer: "Trip", instance: "trip", outerText: ("traveller", "Ada", "Lin"), inner: "Hotel", property: "hotel",
      innerText: ("city", "Paris", "Lima")),
  ]

  mutating func nestedPaths() -> DrillQuestion {
    let n = rng.pick(DrillGenerator.Builder.nestings)
    let o = n.instance
    emit("@Observable final class \(n.inner) { var \(n.innerText.name) = \"\(n.innerText.value)\" }")
    emit("@Observable final class \(n.outer) {")
    emit("  var \(n.outerText.name) = \"\(n.outerText.value)\"")
    emit("  var \(n.property) = \(n.inner)()")
    emit("}")
    emit("")
    emit("let \(o) = \(n.outer)()")
    let keep = level == 2
    if keep { emit("let first = \(o).\(n.property)") }
    let path = "\(o).\(n.property).\(n.innerText.name)"
    trackingLine([path], prints: "\(n.innerText.name) path will change")
    if level >= 1 { trackingLine(["\(o).\(n.outerText.name)"], prints: "\(n.outerText.name) will change") }
    var options = [
      "\(o).\(n.outerText.name) = \"\(n.outerText.other)\"", "\(path) = \"\(n.innerText.other)\"",
      "\(o).\(n.property) = \(n.inner)()",
    ]
    if keep { options += ["first.\(n.innerText.name) = \"\(n.innerText.other)\""] }
    var writes: [String] = []
    for _ in 0..<(level == 0 ? 2 : 3) { writes.append(rng.pick(options)) }
    if keep { writes[0] = options[2] }
    emitWrites(writes, marked: rng.int(writes.count - 1))
    emit("print(\"done\")")
    return .printed
  }

  mutating func computed() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let (a, b) = (t.ints[0], t.ints[1])
    let text = t.text
    // Level 1 and up: the computed property reads one stored property only.
    let readsOne = level >= 1 && rng.chance(50)
    let derived = readsOne ? "has\(a.name.prefix(1).uppercased() + a.name.dropFirst())" : "summary"
    let expression = readsOne ? "\(a.name) > 0" : "\"\\(\(a.name)) and \\(\(b.name))\""
    declare(
      t.type,
      [
        "var \(a.name) = \(a.value)", "var \(b.name) = \(b.value)", "var \(text.name) = \"\(text.value)\"",
        "var \(derived): \(readsOne ? "Bool" : "String") { \(expression) }",
      ])
    emit("let \(m) = \(t.type)()")
    trackingLine(["\(m).\(derived)"], prints: "\(derived) will change")
    if level == 2 { trackingLine(["\(m).\(text.name)"], prints: "\(text.name) will change") }
    var values = ["\(m).\(a.name)": a.value, "\(m).\(b.name)": b.value]
    var writes: [String] = []
    for _ in 0..<(level == 0 ? 2 : 3) {
      switch rng.int(3) {
      case 0: writes.append("\(m).\(text.name) = \"\(text.other)\"")
      case 1: writes.append(write(m, a.name, &values))
      default: writes.append(write(m, b.name, &values))
      }
    }
    emitWrites(writes, marked: rng.int(writes.count - 1))
    emit("print(\(m).\(derived))")
    return .printed
  }

  mutating func ignored() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let (a, b) = (t.ints[0], t.ints[1])
    declare(t.type, ["var \(a.name) = \(a.value)", "@ObservationIgnored var \(b.name) = \(b.value)"])
    emit("let \(m) = \(t.type)()")
    var values = ["\(m).\(a.name)": a.value, "\(m).\(b.name)": b.value]
    if level == 0 {
      trackingBlock(["\(m).\(b.name)", "\(m).\(a.name)"], onChange: "print(\"onChange runs\")")
    } else {
      trackingLine(["\(m).\(b.name)"], prints: "\(b.name) will change")
      trackingLine(["\(m).\(a.name)"], prints: "\(a.name) will change")
    }
    var writes = [write(m, b.name, &values)]
    for _ in 0..<(level == 0 ? 1 : 2) {
      writes.append(rng.chance(50) ? write(m, a.name, &values) : write(m, b.name, &values))
    }
    emitWrites(writes, marked: rng.int(writes.count - 1))
    emit("print(\"\(b.name) is \\(\(m).\(b.name))\")")
    return .printed
  }

  mutating func reArming() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let a = t.ints[0]
    declare(t.type, ["var \(a.name) = \(a.value)"])
    emit("let \(m) = \(t.type)()")
    emit("@MainActor func render() {")
    emit(
      "  let value = withObservationTracking { \(m).\(a.name) } onChange: {",
      else: ["  let value = withObservationTracking {", "    \(m).\(a.name)", "  } onChange: {"])
    emit("    MainActor.assumeIsolated { render() }")
    emit("  }")
    emit("  print(\"render sees \\(value)\")")
    emit("}")
    emit("render()")
    var current = a.value
    for k in 0..<(level == 0 ? 2 : 3) {
      // Level 1 and up: one write of the same value (R7: no notification, no render).
      if level >= 1 && k == 1 && rng.chance(60) {
        emit("\(m).\(a.name) = \(current)")
      } else {
        current = newValue(current)
        emit("\(m).\(a.name) = \(current)")
      }
    }
    return .printed
  }

  mutating func deinitDrill() -> DrillQuestion {
    let t = theme
    let m = t.instance
    let a = t.ints[0]
    emit("@Observable final class \(t.type) {")
    emit("  var \(a.name) = \(a.value)")
    emit("  deinit { print(\"\(t.type) deinit\") }")
    emit("}")
    emit("")
    emit("var \(m): \(t.type)? = \(t.type)()")
    trackingBlock(["\(m)?.\(a.name)"], onChange: "print(\"\(a.name) will change\")")
    var steps = ["\(m) = nil"]
    if level >= 1 {
      steps =
        rng.chance(50)
        ? ["\(m) = \(t.type)()", "\(m)?.\(a.name) = \(newValue(a.value))", "\(m) = nil"]
        : ["\(m)?.\(a.name) = \(newValue(a.value))", "\(m) = nil"]
    }
    emitWrites(steps, marked: level == 2 ? 0 : nil)
    emit("print(\(m) == nil ? \"\(m) is gone\" : \"\(m) is here\")")
    return .printed
  }
}

extension DrillGenerator {
  /// Keeps the first of equal strings, in order.
  static func unique(_ xs: [String]) -> [String] {
    var seen = Set<String>()
    return xs.filter { seen.insert($0).inserted }
  }
}
