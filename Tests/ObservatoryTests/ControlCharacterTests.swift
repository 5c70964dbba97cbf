import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// A lesson cannot drive the terminal (issue 30): what it prints, its narration, its source
/// lines, its `#expect`s and its errors reach the terminal with control characters shown
/// (`^[`), in `run`, the REPL and `present`, unless `--raw-output` lets printed text through;
/// and a Markdown handout cannot be broken out of (fences longer than any backtick run inside,
/// raw HTML in narration escaped).
@Suite struct ControlCharacterTests {
  /// Each place a lesson's text reaches the screen, with an escape sequence in it: the window
  /// title (OSC 0), the clipboard (OSC 52), clearing the screen, leaving the alternate screen.
  static let lesson = """
    //: # Title \u{1B}]0;pwned\u{7}
    //: Narration \u{1B}[2J\u{1B}[HSPOOFED SLIDE: all checks passed
    print("\\u{1B}]52;c;aGVsbG8=\\u{07}clipboard \\u{1B}[?1049l")
    let s = "raw \u{1B}[31m red \u{9B}2J"
    #expect(s.count == 1, "\u{1B}]0;title\u{7}")
    print("tab\\there\\r\\u{7F}")
    fatalError("\\u{1B}[2Jboom")

    """

  /// No byte that a terminal obeys: C0 controls but the newline, DEL, and C1 (U+0080–U+009F).
  /// With colour, only the colour sequences the playground writes itself (`ESC [ digits m`).
  static func obeyed(_ text: String, color: Bool) -> [String] {
    var s = text
    if color { s = s.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
    return s.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) }.map {
      String(format: "U+%04X", $0.value)
    }
  }

  @Test func aTranscriptShowsControlCharacters() {
    let run = runLesson(Self.lesson, trace: true)
    for color in [false, true] {
      let text = Transcript.render(run, style: TextStyle(color: color))
      #expect(Self.obeyed(text, color: color).isEmpty, "\(Self.obeyed(text, color: color))")
      #expect(text.contains("^[]52;c;aGVsbG8=^Gclipboard ^[[?1049l"))
      #expect(text.contains("Narration ^[[2J^[[HSPOOFED"))
      #expect(text.contains("\\u{9B}2J"))
      #expect(text.contains("tab     here^M^?"))
      for failure in run.failedExpectations { #expect(Self.obeyed(failure.rendered(), color: false).isEmpty) }
      #expect(Self.obeyed(run.error!.rendered(color: color), color: color).isEmpty)
    }
  }

  /// `--raw-output` lets what the lesson prints through as it is, and nothing else.
  @Test func rawOutputLetsPrintedTextThrough() {
    let run = runLesson(Self.lesson, trace: true)
    let text = Transcript.render(run, style: TextStyle(color: false, rawOutput: true))
    #expect(text.contains("\u{1B}]52;c;aGVsbG8=\u{7}clipboard"))
    #expect(text.contains("Narration ^[[2J"))
  }

  /// The commands, as a learner runs them: `run`, `run --quiet`, the REPL, `present`, each
  /// with and without `--raw-output`.
  @Test func theCommandsShowControlCharacters() throws {
    let s = try Scratch("control")
    defer { s.remove() }
    let path = try s.file("l.swift", Self.lesson)
    // The lesson holds raw control characters in a string literal, which Swift refuses: the
    // playground's own handling of them is under test here, without the compiler check.
    for args in [["run", path], ["run", "--quiet", path], [path], ["present", path], ["run", path, "--color"]]
      .map({ $0 + ["--no-compiler-check"] })
    {
      let r = try ChildProcess.run(args, input: ":c\n" + String(repeating: " ", count: 10) + "q")
      let color = args.contains("--color")
      #expect(Self.obeyed(r.out, color: color).isEmpty, "\(args): \(Self.obeyed(r.out, color: color))")
      #expect(Self.obeyed(r.err, color: color).isEmpty, "\(args): \(Self.obeyed(r.err, color: color))")
      #expect(r.out.contains("^[]52;c;"), "\(args): \(r.out.prefix(600))")
      let raw = try ChildProcess.run(args + ["--raw-output"], input: ":c\n" + String(repeating: " ", count: 10) + "q")
      #expect(raw.out.contains("\u{1B}]52;c;aGVsbG8=\u{7}clipboard"), "\(args) --raw-output")
      #expect(raw.out.contains("Narration ^[[2J") || args.contains("--quiet"), "\(args) --raw-output")
    }
  }

  /// A line of ``` in a string closed the handout's code fence, and HTML after it (or in the
  /// narration) ran under a renderer that allows HTML.
  @Test func aHandoutCannotBeBrokenOutOf() {
    let text = """
      //: # T <img src=x onerror=alert(1)>
      //: text `Array<Int>` and <script>alert(1)</script> `` ` <b>x</b>
      //: ```html
      //: <i>an unclosed fence</i>
      let s = \"\"\"
      ```
      <script>alert(2)</script>
      \"\"\"
      print("````\\n<script>alert(3)</script>")

      """
    let md = Handout.markdown(runLesson(text, trace: true))
    #expect(md.contains("# T &lt;img src=x onerror=alert(1)>"))
    #expect(md.contains("text `Array<Int>` and &lt;script>alert(1)&lt;/script> `` ` &lt;b>x&lt;/b>"))
    // The narration's fence is closed before the code; the code's fence is longer than ```` .
    #expect(md.contains("<i>an unclosed fence</i>\n```\n"))
    #expect(md.contains("\n`````swift\nlet s = \"\"\"\n```\n<script>alert(2)</script>\n"))
    #expect(md.contains("\n`````text\n"))
    // Outside the fences, no tag is left.
    var outside: [Substring] = []
    var fence: Substring?
    for line in md.split(separator: "\n", omittingEmptySubsequences: false) {
      let ticks = line.prefix { $0 == "`" }
      if ticks.count >= 3 {
        if fence == nil { fence = ticks } else if ticks == fence! { fence = nil }
        continue
      }
      if fence == nil { outside.append(line) }
    }
    #expect(!outside.contains { $0.contains("<script") || $0.contains("<img") || $0.contains("<b>") }, "\(outside)")
  }

  /// `check` shows where a golden transcript differs: the golden file is anyone's text, and its
  /// control characters reached the terminal (found by the fuzzer's command mode).
  @Test func aGoldenTranscriptsDifferenceShowsControlCharacters() {
    let lines = Checker.difference(
      expected: "\u{1B}]0;pwned\u{7}\u{0}\n", actual: "x\n", name: "g.expected", style: TextStyle(color: false))
    #expect(lines.allSatisfy { Self.obeyed($0, color: false).isEmpty }, "\(lines)")
    #expect(lines.contains("  - ^[]0;pwned^G^@"))
  }

  /// A file name is anyone's text too: a lesson named with an escape sequence, in a checked
  /// folder, reaches the terminal with it shown (`check`'s line, the error's location).
  @Test func aFileNameIsShownVisibly() throws {
    let s = try Scratch("names")
    defer { s.remove() }
    try s.file("\u{1B}]0;pwned\u{7}.swift", "let x = 1\n#expect(x == 2)\nlet xs = [1]\nprint(xs[2])\n")
    for args in [["check", s.url.path], ["run", s.path("\u{1B}]0;pwned\u{7}.swift")]] {
      let r = try ChildProcess.run(args + ["--no-compiler-check"])
      #expect(r.status == 1)
      #expect(Self.obeyed(r.out + r.err, color: false).isEmpty, "\(args): \(r.out) \(r.err)")
      #expect((r.out + r.err).contains("^[]0;pwned^G.swift"), "\(args)")
    }
  }

  /// The escaping itself: caret notation, C1 as `\u{…}`, colour sequences kept only when asked.
  @Test func visibleForms() {
    #expect(TerminalText.visible("a\u{1B}[31mb\u{7}\u{0}\u{7F}") == "a^[[31mb^G^@^?")
    #expect(TerminalText.visible("x\u{85}y") == "x\\u{85}y")
    #expect(TerminalText.visible("plain ⚡ text") == "plain ⚡ text")
    let styled = TextStyle(color: true).red("red") + " \u{1B}]0;t\u{7}"
    #expect(TerminalText.visible(styled, keepingColor: true) == "\u{1B}[31mred\u{1B}[0m ^[]0;t^G")
    #expect(TerminalText.visible(styled, keepingColor: false) == "^[[31mred^[[0m ^[]0;t^G")
  }
}
