// Idiom: CaseIterable — allCases, allCases.count, firstIndex(of:), cycling to the next case on an @Observable model.
import Observation

enum Weekday: String, CaseIterable {
    case mon, tue, wed, thu, fri
}

enum Size: CaseIterable {
    case small, medium, large
}

@Observable final class Picker {
    var selection: Size = .small
    func next() {
        let all = Size.allCases
        let i = all.firstIndex(of: selection)!
        selection = all[(i + 1) % all.count]
    }
}

print(Weekday.allCases.count, Weekday.allCases.map(\.rawValue))
print(Size.allCases)
print(Weekday.allCases.first!, Weekday.allCases.last!, Weekday.allCases.contains(.wed))

let picker = Picker()
withObservationTracking {
    print("selected \(picker.selection)")
} onChange: {
    print("selection will change")
}
for _ in 0..<4 { picker.next() }
print(picker.selection)
for (i, day) in Weekday.allCases.enumerated() where i.isMultiple(of: 2) {
    print(i, day)
}
