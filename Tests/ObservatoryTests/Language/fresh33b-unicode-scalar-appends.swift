// A string built scalar by scalar through its unicodeScalars view (a JSON-style escaper, found
// by fresh33b), and String made from a view of scalars.
func escape(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20: out += "\\u00" + String(scalar.value, radix: 16)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

for text in ["plain", "say \"hi\"", "tab\there", "line\nbreak", "back\\slash", "bell\u{07}", "café ✓"] {
    print(escape(text))
}

struct Builder {
    var text = ""
    mutating func add(_ scalar: Unicode.Scalar) { text.unicodeScalars.append(scalar) }
}
var b = Builder()
for scalar in "résumé".unicodeScalars where scalar.isASCII { b.add(scalar) }
b.text.unicodeScalars.append(contentsOf: "-ok".unicodeScalars)
print(b.text, b.text.count)

var word = "cafe"
word.unicodeScalars.append("\u{301}")
print(word, word.count, word.unicodeScalars.count, word == "café")

let letters = String("a1b2c3".unicodeScalars.filter { $0.value > 0x39 })
let copy = String("naïve".unicodeScalars)
print(letters, copy, copy.count)
