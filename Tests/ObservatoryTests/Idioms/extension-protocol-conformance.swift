// Idiom: adding protocol conformances in extensions — CustomStringConvertible, Equatable, Comparable — and printing the results.
import Observation

struct Version {
    let major: Int
    let minor: Int
}

extension Version: CustomStringConvertible {
    var description: String { "v\(major).\(minor)" }
}

extension Version: Equatable {}

extension Version: Comparable {
    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

@Observable final class App {
    var version = Version(major: 1, minor: 0)
}

let app = App()
print(app.version, [Version(major: 2, minor: 1), Version(major: 1, minor: 9)].sorted())
print(Version(major: 1, minor: 2) == Version(major: 1, minor: 2), Version(major: 1, minor: 2) < Version(major: 1, minor: 10))
withObservationTracking {
    _ = app.version
} onChange: {
    print("version will change from \(app.version)")
}
app.version = Version(major: 1, minor: 0)
print("same version assigned")
app.version = Version(major: 1, minor: 1)
print("now \(app.version), max \([app.version, Version(major: 0, minor: 9)].max()!)")
