// Parsing with Substring parameters: a tokenizer works on slices of the input without copying,
// and its helpers are called both with slices and with string literals (which Swift makes
// Substrings). A word's letters as a Set, the words joined back.
enum Token: Equatable {
    case word(String)
    case number(Int)
    case symbol(Character)
}

func classify(_ piece: Substring) -> Token {
    if let n = Int(piece) { return .number(n) }
    if piece.count == 1, let c = piece.first, !c.isLetter { return .symbol(c) }
    return .word(String(piece))
}

func isKeyword(_ piece: Substring) -> Bool {
    ["let", "var", "func"].contains(String(piece))
}

let source = "let total = 42 + count"
let pieces = source.split(separator: " ")
let tokens = pieces.map(classify)
print(tokens.count, tokens[1], tokens[3])
print(pieces.filter(isKeyword), type(of: pieces.filter(isKeyword)))
print(classify("7"), classify("*"), classify("hello"))
print(isKeyword("func"), isKeyword("struct"))

let piece = Substring("slice")
print(piece, type(of: piece), piece.uppercased())
let letters = Set("mississippi")
print(letters.sorted(), type(of: letters), letters.count)
let sentence = ["parse", "then", "run"].joined(separator: " ")
let unique = Set(sentence)
print(unique.count, sentence.count, type(of: unique))
