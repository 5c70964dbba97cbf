import Foundation
import ObservatoryEngine

/// Keeping the learner's work: what `:load`, `:back` and `:reset` discard is said, `:save` writes
/// every entry typed in the session, `:edit` hands an entry to the learner's editor.
extension REPL {
  /// What an action that rebuilds the session loses: the entries typed since the last load, and
  /// how to keep them.
  func discardNote(_ action: String) -> String? {
    guard entriesInSession > 0 else { return nil }
    let n = entriesInSession
    return
      "\(n) entr\(n == 1 ? "y" : "ies") you typed (and what \(n == 1 ? "it" : "they") declared) did not survive \(action); :save FILE still writes every entry of this session to a file"
  }

  /// `:save FILE`: every entry typed in this process that ran without an error, in order, as a
  /// Swift file (an entry Swift refused, or one that stopped with an error, would make the file
  /// fail where it stands).
  func save(_ argument: String) {
    let kept = zip(typedEntries, entryFailed).filter { !$0.1 }.map(\.0)
    let left = typedEntries.count - kept.count
    guard !argument.isEmpty else {
      output.problem("usage: :save FILE (writes the \(kept.count) entries typed so far that ran without an error)")
      return
    }
    guard !kept.isEmpty else {
      output.note(
        typedEntries.isEmpty ? "nothing to save: no entries typed yet" : "nothing to save: every entry failed")
      return
    }
    let path = (argument as NSString).expandingTildeInPath
    let text = "// Entries typed in Observatory, in order.\n" + kept.joined(separator: "\n") + "\n"
    do {
      try OutputFile.write(text, to: path, inputs: inputs)
      output.note(
        "wrote \(kept.count) entr\(kept.count == 1 ? "y" : "ies") to \(path)"
          + (left == 0 ? "" : " (left out \(left) that stopped with an error)"))
    } catch {
      output.problem("\(error)")
      if !source.isInteractive { failed = true }
    }
  }

  /// `:edit`: the entry being typed (or else the last one) in `$EDITOR`; what comes back runs
  /// as an entry, shown with its lines since nobody saw it typed.
  func edit() {
    let text = pending.isEmpty ? (typedEntries.last ?? "") : pending.joined(separator: "\n")
    pending = []
    switch ExternalEditor.edit(text) {
    case .failed(let why):
      output.problem(why)
    case .edited(let edited):
      guard !edited.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        output.note("the entry is empty: nothing to run")
        return
      }
      showNextEntry = true
      handle(edited)
      showNextEntry = false
      if !pending.isEmpty {
        output.note("the entry is not finished (a bracket is still open): go on typing it")
      }
    }
  }

}

extension REPL {
  /// The files this session reads (the lesson loaded, or the one last asked for): `:save` and
  /// `:export` never write over them.
  var inputs: [String] { [session.lesson?.path, lessonPath].compactMap { $0 } }

  /// `:limit [NAME=VALUE,...]`: shows the limits, or changes them for what runs from now on.
  func limit(_ argument: String) {
    var limits = session.limits
    if !argument.isEmpty {
      do { try limits.apply(argument.replacingOccurrences(of: " ", with: ",")) } catch {
        output.problem("\(error)".replacingOccurrences(of: "--limit", with: ":limit"))
        return
      }
      session.setLimits(limits)
    }
    let time = limits.time.map { "\($0.components.seconds) s" } ?? "none"
    let memory = limits.memory.map { "\($0 >> 20) MB" } ?? "none"
    output.line(
      "time \(time) per statement · memory \(memory) · instructions \(limits.instructions) · tasks \(limits.tasks)"
        + " · events \(limits.events)")
  }
}
