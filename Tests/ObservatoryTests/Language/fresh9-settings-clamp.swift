import Observation

@Observable
final class PlayerSettings {
    var volume = 50 {
        didSet {
            if volume > 100 { volume = 100 }
            if volume < 0 { volume = 0 }
        }
    }
    var muted = false
    var playbackRate = 1.0 {
        willSet { print("  rate \(playbackRate) -> \(newValue)") }
    }
    var effectiveVolume: Int { muted ? 0 : volume }
    @ObservationIgnored var changes = 0
}

struct Preset: Equatable {
    var name: String
    var volume: Int
    var rate: Double
}

let settings = PlayerSettings()
func observeVolume() {
    withObservationTracking {
        print("volume shown:", settings.effectiveVolume)
    } onChange: {
        settings.changes += 1
        print("volume changing (change #\(settings.changes))")
    }
}
func observeRate() {
    withObservationTracking {
        _ = settings.playbackRate
    } onChange: {
        print("rate changing from", settings.playbackRate)
        Task { @MainActor in observeRate() }
    }
}
observeVolume()
observeRate()
settings.volume = 140
print("after clamp:", settings.volume)
observeVolume()
settings.muted = true
observeVolume()
settings.volume -= 30
settings.playbackRate = 1.5
await Task.yield()
settings.playbackRate *= 2
await Task.yield()

let presets = [Preset(name: "quiet", volume: 20, rate: 1), Preset(name: "loud", volume: 120, rate: 1.25)]
for p in presets {
    settings.volume = p.volume
    settings.playbackRate = p.rate
    await Task.yield()
    print(p.name, "->", settings.volume, settings.playbackRate, settings.effectiveVolume)
}
print(presets.first == Preset(name: "quiet", volume: 20, rate: 1.0), settings.changes)
