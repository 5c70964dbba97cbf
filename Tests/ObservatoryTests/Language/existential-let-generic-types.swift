// A cache keeps what a generic loader returned as Any: type(of:) names the type Swift put into
// the Any, even for an empty result (the loader's arguments give it).
struct Note {
    var text: String
}

func load<T>(_ type: T.Type) -> [T] { [] }
func pair<K, V>(_ key: K.Type, _ value: V.Type) -> [K: V] { [:] }

let notes: Any = load(Note.self)
let index: Any = pair(String.self, Int.self)
print(type(of: notes), type(of: index))
let copy: Any = notes
print("\(type(of: copy))")
