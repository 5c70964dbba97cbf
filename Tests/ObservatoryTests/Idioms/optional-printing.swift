// Idiom: printing optionals — print(x as Any), nested optionals, nil, optionals in arrays and interpolation, String(describing:).
let five: Int? = 5
let none: Int? = nil
print(five as Any, none as Any)
print(String(describing: five), String(describing: none))
print([five, none, 7])
let nested: Int?? = 5
let nestedNil: Int?? = .some(nil)
print(nested as Any, nestedNil as Any)
print("interpolated: \(String(describing: five))")
let name: String? = "Ada"
print(name as Any, [name], name!)
let dict = ["a": 1]
print(dict["a"] as Any, dict["z"] as Any)
let double: Double? = 2
print(double as Any, Optional(Optional("x")) as Any)
debugPrint(five as Any)
print(Optional<String>.none as Any)
