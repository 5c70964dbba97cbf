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

  /// `:save FILE`: every entry typed in this process, in order, as a Swift file.
  func save(_ argument: String) {
    guard !argument.isEmpty else {
      output.problem("usage: :save FILE (writes the \(typedEntries.count) entries typed so far)")
      return
    }
    guard !typedEntries.isEmpty else {
      output.note("nothing to save: no entries typed yet")
      return
    }
    let path = (argument as NSString).expandingTildeInPath
    let text = "// Entries typed in Observatory, in order.\n" + typedEntries.joined(separator: "\n") + "\n"
    do {
      try OutputFile.write(text, to: path, inputs: inputs)
      output.note("wrote \(typedEntries.count) entr\(typedEntries.count == 1 ? "y" : "ies") to \(path)")
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
}
