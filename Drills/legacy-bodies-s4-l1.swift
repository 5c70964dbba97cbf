final class LegacySettings: ObservableObject {
  @Published var volume = 5
  @Published var brightness = 7
}
@Observable final class Settings { var volume = 5; var brightness = 7 }
struct LegacyBrightness: View {
  @ObservedObject var model: LegacySettings
  var body: some View { Text("\(model.brightness)") }
}
struct BrightnessView: View {
  let model: Settings
  var body: some View { Text("\(model.brightness)") }
}

let legacy = LegacySettings()
let modern = Settings()
host(VStack {
  LegacyBrightness(model: legacy)
  BrightnessView(model: modern)
})
resetBodyCounts()
legacy.volume = 11
modern.volume = 11
settle()
print(bodyCounts)
