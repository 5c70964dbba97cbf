// Idiom: enumerated(), zip, stride(from:to:by:) and stride(from:through:by:), indices, and a chunking loop over an @Observable list.
import Observation

@Observable final class Playlist {
    var songs = ["Intro", "Alpha", "Beta", "Gamma", "Outro"]
}

let playlist = Playlist()
for (index, song) in playlist.songs.enumerated() {
    print("\(index + 1). \(song)")
}
let durations = [90, 200, 185]
for (song, seconds) in zip(playlist.songs, durations) {
    print("\(song): \(seconds / 60)m\(seconds % 60)s")
}
print(Array(zip(1...3, ["a", "b", "c"])).map { "\($0)\($1)" })
print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 10, through: 0, by: -5)))
print(Array(stride(from: 0.0, to: 1.0, by: 0.25)))
for start in stride(from: 0, to: playlist.songs.count, by: 2) {
    let chunk = playlist.songs[start..<min(start + 2, playlist.songs.count)]
    print(Array(chunk))
}
print(playlist.songs.indices, Array(playlist.songs.indices.reversed()))
withObservationTracking {
    for i in playlist.songs.indices where i.isMultiple(of: 2) { _ = playlist.songs[i] }
} onChange: {
    print("songs will change")
}
playlist.songs[1] = "Alpha (remix)"
print(playlist.songs.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
