import Observation

@Observable enum Mode {
  case light, dark
}

print(Mode.light)
try? await Task.sleep(for: .milliseconds(10))
