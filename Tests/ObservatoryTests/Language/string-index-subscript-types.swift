// Reading a String by its indices: a Character at an index and a Substring over a range,
// named by type(of:) as Swift names them, in a small initials-and-extension helper.
let name = "Ada Lovelace"
let first = name[name.startIndex]
print(first, type(of: first))

let space = name.firstIndex(of: " ")!
let given = name[..<space]
let family = name[name.index(after: space)...]
print(given, type(of: given), family, type(of: family))

let third = name.index(name.startIndex, offsetBy: 2)
let letter = name[third]
print(letter, type(of: letter), type(of: name[third...]))
print(type(of: name[name.index(name.startIndex, offsetBy: 4)]))

func initials(_ full: String) -> String {
  var out = ""
  var i = full.startIndex
  while i < full.endIndex {
    let ch = full[i]
    if i == full.startIndex || full[full.index(before: i)] == " " {
      out.append(ch)
    }
    i = full.index(after: i)
  }
  return out
}
print(initials(name), initials("grace brewster murray hopper"))

let file = "report.final.pdf"
let dot = file.lastIndex(of: ".")!
let ext = file[file.index(after: dot)...]
let stem = file[file.startIndex..<dot]
print(stem, ext, type(of: ext), type(of: file[dot]))
