import RosterDemo

struct Post: Identifiable, Equatable {
  let id: String
  var title: String
}

let before = [
  Post(id: "a", title: "Hello"), Post(id: "b", title: "World"),
  Post(id: "c", title: "Lists"), Post(id: "d", title: "Diffs"),
]
let after = [
  Post(id: "b", title: "World"), Post(id: "c", title: "Lists!"),
  Post(id: "e", title: "New"), Post(id: "d", title: "Diffs"), Post(id: "a", title: "Hello"),
]
let changes = Changes(from: before, to: after)
print("before:", before.map(\.id).joined(separator: " "))
print("after: ", after.map(\.id).joined(separator: " "))
print("deletions:", changes.deletions)
print("insertions:", changes.insertions)
print("moves:", changes.moves)
print("updates:", changes.updates)
