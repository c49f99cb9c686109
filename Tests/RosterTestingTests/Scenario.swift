import PropertyBased
import RosterTesting

/// An old and a new state of a list, drawn from small alphabets so that identities repeat,
/// items travel between sections and content changes often.
struct Scenario: Sendable, CustomStringConvertible {
  var old: [View.Section]
  var new: [View.Section]

  var description: String { "old:\n\(View(sections: old))\nnew:\n\(View(sections: new))" }

  /// One section that keeps its identity, as a flat list.
  static let flat = Generator<Scenario, _> { rng in makeFlat(using: &rng) }

  /// Up to four sections. The new sections are usually the old ones with some deleted and some
  /// inserted, in order (so that the diff moves no section); sometimes they are drawn afresh.
  static let sectioned = Generator<Scenario, _> { rng in makeSectioned(using: &rng) }

  /// Flat and sectioned scenarios, one in three flat.
  static let any = Generator<Scenario, _> { rng in
    Int.random(in: 0..<3, using: &rng) == 0
      ? makeFlat(using: &rng) : makeSectioned(using: &rng)
  }

  // The generators' closures only open the existential generator; building happens in plain
  // loops, which also keeps the compiler away from inout captures in nested closures.
  private static func makeFlat(using rng: inout some RandomNumberGenerator) -> Scenario {
    Scenario(old: [flatSection(using: &rng)], new: [flatSection(using: &rng)])
  }

  private static func makeSectioned(using rng: inout some RandomNumberGenerator) -> Scenario {
    var old = [View.Section]()
    for _ in 0..<Int.random(in: 0...3, using: &rng) { old.append(randomSection(using: &rng)) }
    var new = [View.Section]()
    if Bool.random(using: &rng) && Bool.random(using: &rng) {
      for _ in 0..<Int.random(in: 0...4, using: &rng) { new.append(randomSection(using: &rng)) }
      return Scenario(old: old, new: new)
    }
    for kept in old where Int.random(in: 0..<4, using: &rng) > 0 {
      let content = Bool.random(using: &rng) ? kept.content : randomHeader(using: &rng)
      new.append(View.Section(id: kept.id, content: content, items: randomItems(using: &rng)))
    }
    if Bool.random(using: &rng) {
      let section = randomSection(using: &rng)
      new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
    }
    return Scenario(old: old, new: new)
  }

  private static func flatSection(using rng: inout some RandomNumberGenerator) -> View.Section {
    View.Section(
      id: "S", content: randomHeader(using: &rng), items: randomItems(upTo: 6, using: &rng))
  }

  private static func randomSection(using rng: inout some RandomNumberGenerator) -> View.Section {
    View.Section(
      id: String("ABC".randomElement(using: &rng) ?? "A"), content: randomHeader(using: &rng),
      items: randomItems(using: &rng))
  }

  private static func randomHeader(using rng: inout some RandomNumberGenerator) -> String {
    Bool.random(using: &rng) ? "h" : "k"
  }

  private static func randomItems(
    upTo limit: Int = 4, using rng: inout some RandomNumberGenerator
  ) -> [View.Item] {
    var items = [View.Item]()
    for _ in 0..<Int.random(in: 0...limit, using: &rng) {
      let id = String("abcdef".randomElement(using: &rng) ?? "a")
      items.append(View.Item(id: id, content: Bool.random(using: &rng) ? "x" : "y"))
    }
    return items
  }
}
