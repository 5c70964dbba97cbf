import Observation

enum Channel: String, CaseIterable, Hashable {
    case vocals, guitar, bass, drums
}

@Observable
final class Strip {
    var gain: Double = 0
    var muted = false
    var solo = false
}

@Observable
final class Mixer {
    var strips: [Channel: Strip] = Dictionary(uniqueKeysWithValues: Channel.allCases.map { ($0, Strip()) })
    var master: Double = 0

    var audible: [Channel] {
        let soloed = Channel.allCases.filter { strips[$0]!.solo }
        let pool = soloed.isEmpty ? Channel.allCases : soloed
        return pool.filter { !strips[$0]!.muted }
    }

    func level(_ ch: Channel) -> Double {
        audible.contains(ch) ? strips[ch]!.gain + master : -.infinity
    }
}

let mixer = Mixer()
var log: [String] = []

func watchMeters() {
    withObservationTracking {
        let line = Channel.allCases.map { ch -> String in
            let l = mixer.level(ch)
            return "\(ch.rawValue.prefix(1)):\(l == -.infinity ? "-" : String(Int(l)))"
        }
        log.append(line.joined(separator: " "))
    } onChange: {
        Task { @MainActor in watchMeters() }
    }
}

watchMeters()
mixer.strips[.drums]?.gain = 3
await Task.yield()
mixer.strips[.bass]!.muted = true
await Task.yield()
mixer.strips[.vocals]?.solo = true
mixer.strips[.guitar]?.solo = true
await Task.yield()
mixer.master = -6
await Task.yield()
mixer.strips[.drums]?.gain = 10
await Task.yield()
print("drums change while not audible logged:", log.count)
mixer.strips[.vocals] = Strip()
await Task.yield()
let reset = mixer.strips.keys.sorted { $0.rawValue < $1.rawValue }
print(reset.map(\.rawValue))
for line in log { print(line) }
print(Channel(rawValue: "bass").map { mixer.level($0) } ?? 0, Channel(rawValue: "keys") as Any)
