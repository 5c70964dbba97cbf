@Observable final class Hotel { var city = "Paris" }
@Observable final class Trip {
  var traveller = "Ada"
  var hotel = Hotel()
}

let trip = Trip()
let first = trip.hotel
withObservationTracking { _ = trip.hotel.city } onChange: {
  print("city path will change")
}
withObservationTracking { _ = trip.traveller } onChange: {
  print("traveller will change")
}
trip.hotel = Hotel()
trip.traveller = "Lin"
print("after trip.traveller = \"Lin\"")
trip.hotel.city = "Lima"
print("done")
