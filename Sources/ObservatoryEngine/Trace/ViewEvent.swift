/// Simulated SwiftUI: mounting, invalidation and settle passes, and the legacy model's
/// `objectWillChange` and `$property` publishers.
public enum ViewEvent: Sendable {
  /// `host(view)`.
  case mounts(view: String)
  /// `settle()` ran these bodies (none: nothing was dirty).
  case settles(rendered: [String])
  /// `settle()` with no hosted view.
  case noViewsHosted
  /// The willSet of `change` (a property's label) marked `view` dirty; its body read it at `readAt`.
  case dirty(view: String, change: String, readAt: Int?)
  /// The willSet of `change` reached `view`, already dirty.
  case alreadyDirty(view: String, change: String)
  /// A `@Published` property of a class that is not an `ObservableObject`: only its `$property`
  /// subscribers hear of it, no Observation tracking does.
  case publisher(object: String, property: String, subscribers: Int)
  /// A `@Published` write (`property`; nil: `objectWillChange.send()`) fired the object's
  /// `objectWillChange`: these views were marked dirty and this many sinks ran.
  case objectWillChange(object: String, property: String?, marked: [String], sinks: Int)
}
