@Observable final class Player { var name = "Ada" }
@Observable final class Team {
  var motto = "Go"
  var captain = Player()
}

let team = Team()
withObservationTracking { _ = team.captain.name } onChange: {
  print("name path will change")
}
team.motto = "Win"
print("after team.motto = \"Win\"")
team.motto = "Win"
print("done")
