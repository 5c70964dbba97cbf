final class LegacyDownload: ObservableObject {
  @Published var progress = 0
  @Published var retries = 0
}
@Observable final class Download { var progress = 0; var retries = 0 }
struct LegacyRetries: View {
  @ObservedObject var model: LegacyDownload
  var body: some View { Text("\(model.retries)") }
}
struct RetriesView: View {
  let model: Download
  var body: some View { Text("\(model.retries)") }
}

let legacy = LegacyDownload()
let modern = Download()
host(VStack {
  LegacyRetries(model: legacy)
  RetriesView(model: modern)
})
resetBodyCounts()
legacy.progress = 9
modern.progress = 9
settle()
print(bodyCounts)
