import Observation

@Observable final class TextEditorModel {
  private(set) var text = ""
  private(set) var cursor = 0
  private var undo: [(String, Int)] = []

  var wordCount: Int { text.split { $0 == " " || $0 == "\n" }.count }
  var lineCount: Int { text.isEmpty ? 1 : text.filter { $0 == "\n" }.count + 1 }

  private func record() { undo.append((text, cursor)) }

  func type(_ s: String) {
    record()
    let i = text.index(text.startIndex, offsetBy: cursor)
    text.insert(contentsOf: s, at: i)
    cursor += s.count
  }
  func backspace(_ n: Int = 1) {
    guard cursor > 0 else { return }
    record()
    let k = min(n, cursor)
    let end = text.index(text.startIndex, offsetBy: cursor)
    let start = text.index(end, offsetBy: -k)
    text.removeSubrange(start..<end)
    cursor -= k
  }
  func move(to position: Int) { cursor = max(0, min(position, text.count)) }
  func undoLast() {
    guard let (t, c) = undo.popLast() else { return }
    text = t
    cursor = c
  }
}

let editor = TextEditorModel()
withObservationTracking { _ = editor.wordCount } onChange: { print("status bar updates") }
editor.type("Hello world")
editor.move(to: 5)
editor.type(",")
editor.move(to: 100)
editor.type("!\nBye")
print(editor.text.debugDescription, editor.cursor, editor.wordCount, editor.lineCount)
editor.backspace(4)
print(editor.text.debugDescription, editor.cursor)
editor.undoLast(); editor.undoLast()
print(editor.text.debugDescription, editor.cursor)
