import Foundation
enum Outcome: CustomStringConvertible {
    case ok(Int), failed(String)
    var description: String {
        switch self {
        case .ok(let n): return "ok(\(n))"
        case .failed(let why): return "failed: \(why)"
        }
    }
}

func parseAll(_ lines: [String]) -> [Outcome] {
    struct ParseError: Error, CustomStringConvertible {
        let line: String
        var description: String { "cannot parse '\(line)'" }
    }
    enum Stage { case trimming, converting }
    func parse(_ s: String) throws -> Int {
        let trimmed = s.trimmingCharacters(in: .whitespaces)
        guard let n = Int(trimmed) else { throw ParseError(line: s) }
        return n
    }
    var stage = Stage.trimming
    var out: [Outcome] = []
    for l in lines {
        do {
            stage = .converting
            out.append(.ok(try parse(l)))
        } catch let e as ParseError {
            out.append(.failed(e.description))
        } catch {
            out.append(.failed("\(error)"))
        }
    }
    print("last stage:", stage, type(of: stage))
    return out
}

struct Point { var x = 0, y = 0 }
func moved(_ p: Point) -> Point {
    struct Delta { let dx: Int; let dy: Int }
    let d = Delta(dx: 2, dy: -1)
    print(d)
    return Point(x: p.x + d.dx, y: p.y + d.dy)
}
print(parseAll([" 12", "x", "7 "]))
print(moved(Point()))
