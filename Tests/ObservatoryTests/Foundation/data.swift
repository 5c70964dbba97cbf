// Data: from a string's UTF-8 bytes and from byte arrays; count, bytes, slices that keep their
// indices; append; equality and hashing; String(data:encoding:) and String(decoding:as:); Base64.
import Foundation
import Observation

var d = Data()
print(d, d.count, d.isEmpty, [d], d.description)
let maybe: Data? = d
print(maybe as Any, String(describing: d), String(reflecting: d))
d = Data("héllo".utf8)
print(d, d.count, d.first as Any, d.last as Any, d[0], d[1])
print(Array(d), Array(d.prefix(3)), d.prefix(3), d.suffix(2), d.dropFirst(), d.dropLast(2))
let tail = d.dropFirst(2)
print(tail.count, tail.startIndex, tail.endIndex, tail.first as Any, tail[2])
let e = Data([1, 2, 3])
print(e, [e], e == Data([1, 2, 3]), e == d, e != d, e.map { $0 * 2 }, e.reduce(0, +))
print(e.contains(2), e.filter { $0 > 1 }, e.filter { $0 > 1 }.count)
var total = 0
for byte in e { total += Int(byte) }
print(total)
d.append(contentsOf: [33, 34])
d.append(Data([35]))
d.append(36)
print(d.count, String(data: d, encoding: .utf8) as Any, String(decoding: d, as: UTF8.self))
print(String(data: Data([0xff, 0xfe]), encoding: .utf8) as Any, String(decoding: Data([0x41, 0xff, 0x42]), as: UTF8.self))
print(String(decoding: [72, 105], as: UTF8.self))
print(e.base64EncodedString(), Data("Hi".utf8).base64EncodedString(), Data(base64Encoded: "AQID") as Any, Data(base64Encoded: "!!") as Any)
print(Data(base64Encoded: "SGk=").map { String(decoding: $0, as: UTF8.self) } as Any)
print(Data(count: 1), Data(repeating: 7, count: 3), Array(Data(repeating: 7, count: 3)), Data([1]) + Data([2]))
var z = Data()
z.append(contentsOf: "ab".utf8)
print(z, Array(z))
let original = Data([9, 9])
var copy = original
copy.append(1)
print(original.count, copy.count, original == copy)
copy.removeAll()
print(copy.isEmpty, original.count)
var cache: [Data: String] = [:]
cache[Data([1, 2])] = "one-two"
print(cache[Data([1, 2])] ?? "missing", cache[Data([2, 1])] ?? "missing")
let text = "naïve"
print(text.utf8.count, text.count, Array(text.utf8), text.utf8.first as Any)
print(text.utf8)

@Observable final class Download {
    var payload = Data()
}
let download = Download()
withObservationTracking {
    _ = download.payload
} onChange: {
    print("payload will change")
}
download.payload = Data()
print("same payload stored: no change (R7)")
download.payload = Data([1])
print(type(of: e))
