// Idiom: what print shows for strings inside collections — quotes, apostrophes, escapes, unicode — versus plain print and debugPrint.
print(["it's"])
print("it's")
print(["say \"hi\""], ["tab\there"], ["line\nbreak"], ["back\\slash"])
print(["café", "日本", "👍"])
let c: Character = "'"
print([c], c)
debugPrint("it's")
debugPrint("quote \" and \\")
print(["a": "it's"])
print(("it's", 1))
print(Optional("it's") as Any)
print([["nested's"]])
print(["\u{00e9}", "e\u{301}"], "\u{00e9}" == "e\u{301}")
print(["null\0byte"], ["bell\u{7}"])
let empty: [String] = []
print(empty, [""])
