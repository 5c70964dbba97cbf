protocol MediaItem {
    var title: String { get }
    var durationSeconds: Int { get }
}

extension MediaItem {
    var formattedDuration: String {
        let m = durationSeconds / 60, s = durationSeconds % 60
        return s < 10 ? "\(m):0\(s)" : "\(m):\(s)"
    }
    func summary() -> String { "\(title) [\(formattedDuration)]" }
}

struct Song: MediaItem, Hashable {
    let title: String
    let artist: String
    let durationSeconds: Int
}

struct Podcast: MediaItem {
    let title: String
    let episode: Int
    let durationSeconds: Int
    func summary() -> String { "ep.\(episode) \(title) [\(formattedDuration)]" }
}

protocol Playlist {
    associatedtype Item: MediaItem
    var name: String { get }
    var items: [Item] { get set }
}

extension Playlist {
    var totalSeconds: Int { items.reduce(0) { $0 + $1.durationSeconds } }
    mutating func add(_ item: Item) { items.append(item) }
    func longest() -> Item? { items.max { $0.durationSeconds < $1.durationSeconds } }
}

struct SongPlaylist: Playlist {
    let name: String
    var items: [Song] = []
}

struct PodcastQueue: Playlist {
    let name = "Up next"
    var items: [Podcast] = []
}

func describe<P: Playlist>(_ p: P) -> String {
    "\(p.name): \(p.items.count) items, \(p.totalSeconds / 60) min, longest \(p.longest()?.title ?? "-")"
}

var mix = SongPlaylist(name: "Mix")
mix.add(Song(title: "Intro", artist: "A", durationSeconds: 65))
mix.add(Song(title: "Long Road", artist: "B", durationSeconds: 402))
mix.add(Song(title: "Intro", artist: "A", durationSeconds: 65))
var queue = PodcastQueue()
queue.add(Podcast(title: "Swift Talk", episode: 12, durationSeconds: 1805))
queue.add(Podcast(title: "Actors", episode: 13, durationSeconds: 2400))

print(describe(mix))
print(describe(queue))
let everything: [any MediaItem] = mix.items + queue.items
for item in everything { print(item.summary()) }
print(Set(mix.items).count, everything.map(\.formattedDuration))
let byLength = everything.sorted { $0.durationSeconds > $1.durationSeconds }.map(\.title)
print(byLength)
