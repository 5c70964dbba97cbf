// Idiom: Data from a string and bytes, String(data:encoding:), URL(string:) parts, appendingPathComponent, an invalid URL.
import Foundation

let data = Data("héllo".utf8)
print(data.count, data, Array(data.prefix(3)))
print(String(data: data, encoding: .utf8) ?? "not utf8")
let bytes = Data([0x48, 0x69])
print(String(decoding: bytes, as: UTF8.self), bytes.isEmpty, Data().isEmpty)
var buffer = Data()
buffer.append(contentsOf: [1, 2, 3])
buffer.append(bytes)
print(buffer.count, buffer.first as Any, buffer.last as Any)
print(data.base64EncodedString(), Data(base64Encoded: "SGk=").map { String(decoding: $0, as: UTF8.self) } as Any)

let url = URL(string: "https://example.com/docs/guide.html?lang=en#intro")!
print(url.scheme as Any, url.host as Any, url.path, url.query as Any, url.fragment as Any)
print(url.lastPathComponent, url.pathExtension)
let base = URL(string: "https://example.com/api")!
print(base.appendingPathComponent("users").absoluteString)
print(base.appending(path: "items/42").absoluteString)
print(URL(string: "") as Any)
print(url)
print(URL(string: "https://example.com")! == URL(string: "https://example.com")!)
