/// What an async iterator's `next()` gives: an element, the end, or nothing yet (the running task
/// is parked and asks again when it is resumed).
enum NextOutcome {
  case element(Value)
  case end
  case parked
}
