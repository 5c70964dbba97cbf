import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// Commands that look without changing anything: `:rule`, `:type`, `:vars`, `:objects`, `:list`.
extension REPL {
  /// `:expand [TYPE]`: the `@Observable` expansion, from the compiler the check uses.
  func expand(_ argument: String) {
    guard let checker = SwiftCheck.checker else {
      output.problem(
        ":expand asks the Swift compiler, and there is none here (no swiftc on PATH or $OBSERVATORY_SWIFTC, "
          + "or --no-compiler-check)")
      return
    }
    do {
      let type = argument.trimmingCharacters(in: .whitespaces)
      output.lines(try checker.observableExpansion(of: type.isEmpty ? nil : type, in: session.checkedTexts))
    } catch let e as LessonError {
      output.problem(e.message)
    } catch {
      output.problem("\(error)")
    }
  }

  func rule(_ argument: String) {
    guard !argument.isEmpty else {
      output.line("The rules of Observation the playground follows (:rule R7 prints one with its proof):")
      output.lines(Rules.index(style: output.style, width: output.width()))
      return
    }
    // `:rule R7` is the rule itself; `:rule R7 proof` adds the probe and what Swift printed.
    var words = argument.split(separator: " ").map(String.init)
    let proof = words.last == "proof"
    if proof { words.removeLast() }
    let rules = Rules.find(words.joined(separator: " "))
    guard !rules.isEmpty else {
      output.problem("no rule called '\(argument)': rules are R1–R25 and L1–L5 (:rule lists them)")
      return
    }
    var lines: [String] = []
    for (k, r) in rules.enumerated() {
      if k > 0 { lines.append("") }
      lines += Rules.render(r, style: output.style, width: output.width(), proof: proof)
    }
    output.paged(lines)
  }

  /// `:info NAME` / `?NAME`: a concept or API (`Glossary`), a rule, or a declared name.
  func info(_ argument: String) {
    let name = argument.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else {
      output.problem("usage: :info NAME, e.g. :info withObservationTracking, ?Observations, :info R7")
      return
    }
    if let e = Glossary.entry(name) {
      output.lines(Glossary.render(e, style: output.style, width: output.width()))
    } else if let r = Rules.find(name).first, name.first == "R" || name.first == "L" {
      output.lines(Rules.render(r, style: output.style, width: output.width(), proof: false))
    } else if session.declaredNames.contains(name) || session.variables().contains(where: { $0.hasPrefix(name + ":") })
    {
      type(name)
    } else {
      output.problem(
        "nothing is known as '\(name)': try withObservationTracking, Observations, @Observable, ObservableObject, transaction, a rule (R7), or a name you declared"
      )
    }
  }

  func type(_ argument: String) {
    guard !argument.isEmpty else {
      output.problem("usage: :type EXPRESSION, e.g. :type counter.tracked")
      return
    }
    let (type, outcome) = interruptible { session.typeOf(argument) }
    if var shown = outcome, shown.error != nil || !shown.events.isEmpty {
      shown.echo = nil  // the type is the answer, not a result
      output.entry(shown, firstLine: 1, echo: false)
    }
    guard outcome?.error == nil else { return }
    output.line(argument + ": " + output.style.cyan(type ?? "(the value does not tell its type)"))
  }

  func vars() {
    let lines = session.variables()
    if lines.isEmpty { output.note("no variables yet") } else { output.lines(lines.map { "  " + $0 }) }
  }

  func objects() {
    let lines = session.objects()
    if lines.isEmpty {
      output.note("no objects are reachable from a variable")
    } else {
      output.lines(lines.map { "  " + $0 })
    }
  }

  /// `:list` (around the next step, with a marker) or `:list all`.
  func list(_ argument: String) {
    guard let file = session.lesson else {
      output.problem("no lesson loaded: :load FILE first")
      return
    }
    let next = session.isFinished ? nil : session.lessonSteps[session.position]
    let lastLine = file.lastLine
    let range: ClosedRange<Int>
    if argument == "all" {
      range = 1...lastLine
    } else {
      let center = next?.line ?? lastLine
      let lo = max(1, center - 6)
      range = lo...min(lastLine, max(lo, center + 14))
    }
    // A `#predict` is listed as its question only: its choices' answer stays hidden.
    var hidden: [Int: String] = [:]
    for step in session.lessonSteps {
      guard let p = courseState.predictions[step.start] else { continue }
      let last = file.line(of: max(step.start, step.end - 1))
      let indent = String(file.lineText(step.line).prefix { $0 == " " })
      for l in step.line...max(step.line, last) { hidden[l] = l == step.line ? indent + p.questionSource : "" }
    }
    let lines = range.map { ($0, hidden[$0] ?? file.lineText($0)) }
    output.lines(Transcript.numbered(lines, style: output.style, marker: next?.line))
    if let next {
      output.note(
        "▶ the next step, \(session.position + 1) of \(session.lessonSteps.count), starts at line \(next.line)")
    } else {
      output.note("the lesson is finished")
    }
  }

}
