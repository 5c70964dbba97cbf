// An enum's own failable initializer delegating to 'self.init(rawValue:)': the case with that
// raw value, or nil.
enum Level: String, CaseIterable {
    case low, medium, high

    init?(code: String) {
        let trimmed = code.lowercased().filter { $0.isLetter }
        self.init(rawValue: trimmed)
    }

    init(clamping text: String) {
        self = Level(rawValue: text) ?? .low
    }
}

enum Priority: Int {
    case background = 0, normal = 5, urgent = 10

    init?(stars: Int) {
        guard stars >= 0 else { return nil }
        self.init(rawValue: stars * 5)
        print("made from", stars, "stars:", self)
    }
}

let codes = ["HIGH", " medium!", "x", "Low"]
print(codes.map { Level(code: $0) })
print(codes.map { Level(code: $0)?.rawValue ?? "-" }, Level(code: "HIGH") as Any)
print(codes.compactMap(Level.init(code:)).map(\.rawValue))
print(Level(clamping: "zz"), Level(clamping: "high"))
for stars in [-1, 0, 1, 2, 3] {
    if let p = Priority(stars: stars) {
        print(stars, "->", p, p.rawValue)
    } else {
        print(stars, "-> none")
    }
}
