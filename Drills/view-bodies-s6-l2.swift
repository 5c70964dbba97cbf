@Observable final class Player { var score = 0; var lives = 3 }
struct LivesLabel: View {
  let player: Player
  var body: some View { Text("\(player.lives)") }
}
struct Screen: View {
  let player: Player
  var body: some View {
    VStack { Text("\(player.score)"); LivesLabel(player: player) }
  }
}

let player = Player()
host(Screen(player: player))
resetBodyCounts()
player.lives = 3
player.score = 1
settle()
print(bodyCounts)
