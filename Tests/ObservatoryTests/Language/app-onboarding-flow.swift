import Observation

@Observable final class Onboarding {
  enum Step: Int, CaseIterable, Comparable {
    case welcome, permissions, account, done
    static func < (a: Step, b: Step) -> Bool { a.rawValue < b.rawValue }
    var title: String {
      switch self {
      case .welcome: return "Welcome"
      case .permissions: return "Allow notifications"
      case .account: return "Create account"
      case .done: return "All set"
      }
    }
  }
  private(set) var step: Step = .welcome
  var allowsNotifications: Bool?
  var username = ""

  var canContinue: Bool {
    switch step {
    case .welcome, .done: return true
    case .permissions: return allowsNotifications != nil
    case .account: return username.count >= 3
    }
  }
  var progress: Double { Double(step.rawValue) / Double(Step.allCases.count - 1) }

  func next() {
    guard canContinue, let n = Step(rawValue: step.rawValue + 1) else { return }
    step = n
  }
  func back() {
    if let p = Step(rawValue: step.rawValue - 1) { step = p }
  }
}

let flow = Onboarding()
withObservationTracking {
  _ = flow.step
} onChange: {
  print("page transition")
}
flow.next()
print(flow.step.title, flow.canContinue, flow.progress)
flow.next()
flow.allowsNotifications = false
flow.next()
print(flow.step.title, flow.canContinue)
flow.username = "jo"
flow.next()
flow.username += "hn"
flow.next()
print(
  flow.step.title, flow.progress, flow.step > .account, Onboarding.Step.allCases.filter { $0 < flow.step }.map(\.title))
flow.back(); flow.back()
print(flow.step.title)
