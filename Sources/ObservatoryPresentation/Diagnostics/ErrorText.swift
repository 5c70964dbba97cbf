import Foundation
import ObservatoryEngine

/// An error as a sentence for the learner: the playground's own errors by their message, a JSON
/// decoding error by where it failed, a Foundation file error by its reason and path, never a
/// raw `Error Domain=NSCocoaErrorDomain Code=… UserInfo={…}` dump.
public enum ErrorText {
  public static func of(_ error: Error) -> String {
    switch error {
    case let e as LessonError: return e.message
    case let e as OutputFile.Failure: return e.description
    case DecodingError.dataCorrupted(let c): return c.underlyingError.map(of) ?? c.debugDescription
    case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c):
      let at = c.codingPath.map(\.stringValue).joined(separator: ".")
      return (at.isEmpty ? "" : "at \(at): ") + c.debugDescription
    case DecodingError.keyNotFound(let key, _): return "\(key.stringValue) is missing"
    default:
      let ns = error as NSError
      if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain,
        let code = POSIXErrorCode(rawValue: Int32(posix.code))
      {
        let path = (ns.userInfo[NSFilePathErrorKey] as? String).map { "\($0): " } ?? ""
        return path + String(cString: strerror(code.rawValue))
      }
      if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
      if let path = ns.userInfo[NSFilePathErrorKey] as? String {
        return "\(path): " + ns.localizedDescription
      }
      return ns.localizedDescription
    }
  }
}
