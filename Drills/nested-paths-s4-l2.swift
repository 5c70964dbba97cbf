@Observable final class Player { var name = "Ada" }
@Observable final class Team {
  var motto = "Go"
  var captain = Player()
}

let team = Team()
let first = team.captain
withObservationTracking { _ = team.captain.name } onChange: {
  print("name path will change")
}
withObservationTracking { _ = team.motto } onChange: {
  print("motto will change")
}
team.captain = Player()
team.captain.name = "Alan"
print("after team.captain.name = \"Alan\"")
team.captain.name = "Alan"
print("done")
