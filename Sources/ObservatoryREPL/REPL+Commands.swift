import Foundation
import ObservatoryEngine
import ObservatoryPresentation

/// What the colon commands do (the table, with names and help, is `REPLCommand.all`).
extension REPL {
  func load(_ argument: String) {
    guard !argument.isEmpty else {
      output.problem("which lesson? a file, or a lesson of the course: :load 5, :load tracked-reads")
      return
    }
    var path = argument
    if path.count >= 2, let q = path.first, q == "\"" || q == "'", path.last == q {
      path = String(path.dropFirst().dropLast())
    }
    path = (path as NSString).expandingTildeInPath
    // A file wins; else a lesson of the course by its number or name, from any folder.
    if !FileManager.default.fileExists(atPath: path), let item = courseState.course.item(named: path) {
      path = item.path
    }
    lessonPath = path
    let discarded = discardNote("loading")
    do {
      try session.load(path: path)
      if let discarded { output.note(discarded) }
      entriesInSession = 0
    } catch let e as LessonError {
      output.error(e)
      if !source.isInteractive { failed = true }
      return
    } catch {
      output.problem("\(error)")
      return
    }
    output.opening(session, hint: source.isInteractive)
    courseLoaded()
  }

  func reload() {
    guard let lessonPath else {
      output.problem("no lesson to reload: :load FILE first")
      return
    }
    load(lessonPath)
  }

  // Stepping stops before a `#predict` to ask it (`REPL+Course.swift`).
  func step() { stepLesson(.one) }
  func nextSection() { stepLesson(.section) }
  func continueToEnd() { stepLesson(.end) }

  func back() {
    guard session.lesson != nil else {
      output.problem("no lesson loaded: :load FILE first")
      return
    }
    do {
      let discarded = discardNote("stepping back (the lesson is replayed without your entries)")
      let moved = try interruptible { try session.back() }
      guard moved else {
        output.note("already at the start of the lesson")
        return
      }
      if let discarded { output.note(discarded) }
      entriesInSession = 0
      output.backed(session)
    } catch let e as LessonError {
      output.error(e)
    } catch {
      output.problem("\(error)")
    }
  }

  func log() {
    let lines = session.log()
    if lines.isEmpty {
      output.note("nothing fired since the last :log")
    } else {
      for l in lines { output.line("  " + l) }
    }
  }

  func graph(_ argument: String) {
    var words = argument.split(separator: " ").map(String.init)
    var format = GraphRenderer.Format.text
    if let last = words.last, let f = GraphRenderer.Format(rawValue: last) {
      format = f
      words.removeLast()
    }
    let focus = words.isEmpty ? nil : words.joined(separator: " ")
    for l in session.graph(focus: focus, format: format).split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    {
      output.line("  " + l)
    }
  }

  func why(_ argument: String) { explain(argument, session.why) }
  func whyNot(_ argument: String) { explain(argument, session.whyNot) }

  private func explain(_ argument: String, _ f: (String) -> [String]) {
    guard !argument.isEmpty else {
      output.problem("which observer? e.g. :why T1, :whynot loop #2, :why ModernTile[3]")
      return
    }
    for l in f(argument.trimmingCharacters(in: .whitespaces)) { output.line("  " + l) }
  }

  func counts() { for l in session.counts() { output.line("  " + l) } }
  func screen() { for l in session.screen() { output.line("  " + l) } }

  func export(_ argument: String) {
    let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      output.problem("usage: :export markdown|json|mermaid|dot FILE")
      return
    }
    guard let text = session.export(format: parts[0]) else {
      output.problem("unknown format '\(parts[0])': use markdown, json, mermaid or dot")
      return
    }
    let path = (parts[1] as NSString).expandingTildeInPath
    do {
      try OutputFile.write(text, to: path, inputs: inputs)
      output.note("wrote \(path)")
    } catch {
      output.problem("\(error)")
      if !source.isInteractive { failed = true }
    }
  }

  func reset() {
    let discarded = discardNote("the reset")
    session.reset()
    pending = []
    scanner = EntryScanner()
    entriesInSession = 0
    output.note("a fresh session: every declaration, object and the lesson are gone")
    if let discarded { output.note(discarded) }
  }

  func help(_ argument: String) {
    if argument.isEmpty {
      output.help(commands)
    } else if let c = REPLCommand.find(argument, in: commands) {
      output.help(c)
    } else if !Rules.find(argument).isEmpty {
      rule(argument)
    } else {
      let near = REPLCommand.nearest(argument, in: commands).map { " — did you mean :\($0.name)?" } ?? ""
      output.problem("no command called '\(argument)'\(near)")
    }
  }

  func quit() { finished = true }
}
