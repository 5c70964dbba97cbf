@Observable final class Player { var name = "Ada" }
@Observable final class Team {
  var motto = "Go"
  var captain = Player()
}

let team = Team()
withObservationTracking { _ = team.captain.name } onChange: {
  print("name path will change")
}
team.captain = Player()
print("after team.captain = Player()")
team.captain.name = "Alan"
print("done")
