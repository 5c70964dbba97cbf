// Initializers with a variadic parameter after labelled ones, in classes (convenience and
// designated), structs and through a subclass.
class Playlist {
    let name: String
    var songs: [String]
    init(name: String, songs: String...) {
        self.name = name
        self.songs = songs
    }
    convenience init(_ songs: String..., shuffledWith seed: Int) {
        self.init(name: "mix \(seed)")
        self.songs = songs.enumerated().sorted { ($0.offset * seed) % 5 < ($1.offset * seed) % 5 }.map(\.element)
    }
    var summary: String { "\(name): \(songs.joined(separator: ", "))" }
}

final class Album: Playlist {
    var year = 0
    convenience init(title: String, year: Int, tracks: String...) {
        self.init(name: title)
        self.year = year
        self.songs = tracks
    }
}

final class Radio: Playlist {
    var station = "FM 101"
}

struct Polygon {
    var points: [(x: Int, y: Int)]
    let closed: Bool
    init(closed: Bool = true, _ points: (x: Int, y: Int)...) {
        self.points = points
        self.closed = closed
    }
    var perimeterSquares: Int {
        let pairs = zip(points, points.dropFirst() + (closed ? [points[0]] : []))
        return pairs.reduce(0) { acc, p in acc + (p.0.x - p.1.x) * (p.0.x - p.1.x) + (p.0.y - p.1.y) * (p.0.y - p.1.y) }
    }
}

let road = Playlist(name: "road", songs: "Drive", "Highway", "Exit")
print(road.summary)
print(Playlist(name: "empty").summary, Playlist(name: "one", songs: "Solo").songs)
print(Playlist("a", "b", "c", "d", shuffledWith: 3).summary)
let album = Album(title: "Blue", year: 1971, tracks: "All I Want", "My Old Man")
print(album.summary, album.year)
let plain = Album(name: "Demo", songs: "x")
print(plain.summary, plain.year)
let radio = Radio(name: "late", songs: "Static", "Signal")
print(radio.summary, radio.station, Radio("x", "y", shuffledWith: 2).summary)
let square = Polygon((0, 0), (0, 2), (2, 2), (2, 0))
let path = Polygon(closed: false, (0, 0), (3, 4))
print(square.perimeterSquares, path.perimeterSquares, square.points.count, path.closed)
