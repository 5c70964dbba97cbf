// Idiom: try?, try! on a call that succeeds, a throwing init, rethrows through map, and errors printed with print(error).
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
}

func parse(_ text: String) throws -> Int {
    if text.isEmpty { throw ParseError.empty }
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    return n
}

struct Age {
    let years: Int
    init(_ text: String) throws {
        years = try parse(text)
        if years < 0 { throw ParseError.notANumber(text) }
    }
}

print(try? parse("42") as Any)
print((try? parse("x")) ?? -1)
print(try! parse("7"))
let ages = ["3", "", "x", "-2"].map { text -> String in
    do {
        return "age \(try Age(text).years)"
    } catch {
        return "error \(error)"
    }
}
print(ages)
do {
    let numbers = try ["1", "2", "three"].map(parse)
    print(numbers)
} catch ParseError.notANumber(let text) {
    print("could not parse \(text)")
} catch {
    print(error)
}
let all = try? ["4", "5"].map(parse)
print(all as Any)
print(ParseError.empty == .empty, String(describing: ParseError.notANumber("z")))
