// Idiom: lazy var on a struct and a class — the initializer runs once, on first access, and can use self.
final class Report {
    let title: String
    init(title: String) { self.title = title }
    lazy var header: String = {
        print("building header")
        return "== \(title.uppercased()) =="
    }()
    lazy var words = title.split(separator: " ").count
}

struct Config {
    lazy var expensive: [Int] = {
        print("computing expensive")
        return (1...5).map { $0 * $0 }
    }()
}

let report = Report(title: "weekly sales")
print("created")
print(report.header)
print(report.header)
print(report.words)

var config = Config()
print("config made")
print(config.expensive.count)
config.expensive.append(36)
print(config.expensive)
