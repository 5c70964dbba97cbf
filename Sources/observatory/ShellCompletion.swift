import Foundation
import ObservatoryPresentation

/// `observatory complete -- WORD... CURRENT`: what the shell completion scripts (`completions/`)
/// offer for the word being typed, from the command table and the course. The words are those
/// after `observatory`, the last one the word being completed (empty after a space).
///
/// The first line says which files the shell should offer too: `files`, `dirs`, `swift` (lessons:
/// `.swift` files and folders) or `none`; each further line is a candidate and a description,
/// separated by a tab. Every candidate for the position is printed: the shell keeps those that
/// start with what was typed.
enum ShellCompletion {
  static func candidates(for words: [String]) -> String {
    let (files, list) = complete(words.isEmpty ? [""] : words)
    return ([files] + list.map { $0 + "\t" + $1 }).joined(separator: "\n") + "\n"
  }

  static func complete(_ words: [String]) -> (files: String, candidates: [(String, String)]) {
    let current = words.last!
    guard words.count > 1 else {
      if current.hasPrefix("-") {
        return ("none", [("--help", "this text"), ("--version", "the version and the swiftc found")] + options(.repl))
      }
      let commands = CLICommand.all.filter { !$0.name.isEmpty }.map { ($0.name, summary($0)) }
      return ("swift", commands + lessons())
    }
    guard let command = CLICommand.named(words[0]) ?? (Arguments.isLessonPath(words[0]) ? .repl : nil) else {
      return ("none", [])
    }
    if let option = command.option(words[words.count - 2]), let value = option.value {
      switch value {
      case "FILE": return ("files", [])
      case "DIR": return ("dirs", [])
      default: return ("none", option.choices.map { ($0, "") })
      }
    }
    if current.hasPrefix("-") {
      return ("none", [("--help", "what this command does and its options")] + options(command))
    }
    switch command.operands {
    case .none: return ("none", [])
    case .lessons: return ("swift", lessons())
    case .courseItems:
      return ("none", [("next", "the first lesson not finished"), ("reset", "forget your progress")] + lessons())
    case .rules: return ("none", Rules.all.map { ($0.id, $0.title) })
    case .drillTopics: return ("none", DrillTopic.all.map { ($0.id, $0.title) })
    case .commands:
      return ("none", CLICommand.all.map { ($0.helpName, summary($0)) })
    }
  }

  /// A command's description, short: its overview up to the first `;`, `:` or `(`.
  static func summary(_ command: CLICommand) -> String {
    let text = command.overview[0].text
    let end = text.firstIndex { ";:(".contains($0) } ?? text.endIndex
    return text[..<end].trimmingCharacters(in: .whitespaces)
  }

  static func options(_ command: CLICommand) -> [(String, String)] {
    command.options.flatMap { option in option.names.map { ($0, option.help) } }
  }

  /// The course's lessons and exercises by name (`tracked-reads`: the file name without its
  /// number, when that still names the same lesson), described by number and title.
  static func lessons() -> [(String, String)] {
    let course = Course.load()
    return course.items.map { item in
      let id = item.id
      let number = id.prefix { $0.isNumber }
      var name = id
      if !number.isEmpty, id.dropFirst(number.count).hasPrefix("-") {
        let short = String(id.dropFirst(number.count + 1))
        if course.item(named: short)?.id == id { name = short }
      }
      let kind = item.kind == .exercise ? " (exercise)" : ""
      return (name, "\(course.heading(of: item))\(kind)")
    }
  }
}
