/// How a call's argument labels match a function's parameters (Swift's rule, simplified): the
/// argument each parameter takes, or the label error of a call they do not fit. Worked out once
/// per label set (`FunctionProto.labelMatches`) by the VM's calls and by overload resolution.
extension Program {
  /// The arguments each parameter of a function with a variadic parameter takes (by index), or
  /// the label error of a call they do not fit.
  func variadicGroups(_ p: FunctionProto, given: [Int?]) throws -> [[Int]] {
    var groups: [[Int]] = []
    var a = 0
    for (k, label) in p.paramLabels.enumerated() {
      if p.paramIsVariadic[k] {
        var taken: [Int] = []
        if a < given.count, let l = given[a], l == Program.forwardedVariadicLabel(label) {
          groups.append([a])
          a += 1
          continue
        }
        if a < given.count && given[a] == label && given[a] != Program.trailingClosureLabel {
          taken.append(a)
          a += 1
          while a < given.count && given[a] == nil {
            taken.append(a)
            a += 1
          }
        }
        groups.append(taken)
      } else if a < given.count
        && (given[a] == label || (given[a] == Program.trailingClosureLabel && p.paramIsFunction[k]))
      {
        groups.append([a])
        a += 1
      } else if p.paramHasDefault[k] {
        groups.append([])
      } else {
        throw labelError(p, given: given, missing: k)
      }
    }
    if a < given.count { throw labelError(p, given: given, missing: nil) }
    return groups
  }

  /// Swift's rule, simplified: arguments come in parameter order with matching labels; a
  /// parameter with a default may be skipped; a trailing closure fills the next function-typed
  /// (or non-defaulted) parameter.
  func matchArguments(_ p: FunctionProto, given: [Int?]) throws -> [Int] {
    var mapping: [Int] = []
    var a = 0
    for (k, label) in p.paramLabels.enumerated() {
      if a < given.count {
        let g = given[a]
        if g == label && g != Program.trailingClosureLabel {
          mapping.append(a)
          a += 1
          continue
        }
        if g == Program.trailingClosureLabel {
          // SE-0286's forward scan: a function parameter with a default lets the closure go on to
          // a later function parameter that needs one (`retry(attempts: 3) { ... }`).
          let laterNeedsIt =
            p.paramHasDefault[k]
            && (k + 1..<p.paramLabels.count).contains {
              p.paramIsFunction[$0] && !p.paramHasDefault[$0]
            }
          if (p.paramIsFunction[k] || !p.paramHasDefault[k]) && !laterNeedsIt {
            mapping.append(a)
            a += 1
            continue
          }
        }
      }
      if p.paramHasDefault[k] {
        mapping.append(-1)
        continue
      }
      throw labelError(p, given: given, missing: k)
    }
    if a < given.count { throw labelError(p, given: given, missing: nil) }
    return mapping
  }

  func labelText(_ labels: [Int?]) -> String {
    labels.map { l in l == Program.trailingClosureLabel ? "{ }" : (l.map { symbolName($0) } ?? "_") + ":" }
      .joined()
  }

  func labelError(_ p: FunctionProto, given: [Int?], missing: Int?) -> Fault {
    let expected = labelText(p.paramLabels)
    let have = labelText(given)
    let name = p.kind == .initializer ? (p.owner?.name ?? "init") : p.name
    if given.count == p.paramCount {
      return Fault(
        "incorrect argument label\(given.count == 1 ? "" : "s") in call to '\(name)' (have '\(have)', expected '\(expected)')",
        hint: "write \(name)(\(p.paramLabelNames.map { ($0 ?? "_") + ": …" }.joined(separator: ", ")))")
    }
    if let missing, given.count < p.paramCount {
      let label = p.paramLabelNames[missing].map { "'\($0):'" } ?? "#\(missing + 1)"
      return Fault(
        "missing argument for parameter \(label) in call to '\(name)' (expected '\(expected)')",
        hint: "pass a value for every parameter that has no default")
    }
    return Fault("extra argument in call to '\(name)' (have '\(have)', expected '\(expected)')")
  }
}
