// A help screen written on Windows: CRLF line ends, multi-line strings normalized to "\n".
struct HelpPage {
  let title: String
  var body: String {
    """
    \(title)
      Press Tab to move.

    Press Esc to close.
    """
  }
}

let page = HelpPage(title: "Shortcuts")
print(page.body)
let lines = page.body.split(separator: "\n", omittingEmptySubsequences: false)
print(lines.count, lines.map(\.count), page.body.contains("\r"))
let banner = """
  ==
  """
print(banner, banner.utf8.count)
