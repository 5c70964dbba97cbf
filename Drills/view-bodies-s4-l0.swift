@Observable final class Download { var progress = 0; var retries = 0 }
struct RetriesLabel: View {
  let download: Download
  var body: some View { Text("\(download.retries)") }
}
struct ProgressLabel: View {
  let download: Download
  var body: some View { Text("\(download.progress)") }
}

let download = Download()
host(VStack {
  ProgressLabel(download: download)
  RetriesLabel(download: download)
})
resetBodyCounts()
download.retries = 7
settle()
print(bodyCounts)
