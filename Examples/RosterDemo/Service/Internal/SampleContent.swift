/// Made-up but plausible content for the simulated service, drawn from a seed.
///
/// A few posts are deliberately awkward, as content from a network is: wide (CJK, emoji) and
/// combining characters, and one title carrying terminal escape sequences, which the terminal
/// host must show as harmless text.
enum SampleContent {
  static let names = [
    "Ada Okafor", "Mina Sato", "Lucas Ferreira", "Ines Kowalski", "Tomás Rivera", "Noor Haddad",
  ]
  static let cities = ["Lisbon", "Osaka", "Nairobi", "Montréal", "Tallinn", "Valparaíso"]
  static let topics = [
    "diffing", "batch updates", "skeleton screens", "terminals", "list layout", "retry logic",
    "moving cells", "Unicode widths", "view state", "reducers", "coalescing", "virtual lists",
  ]
  static let openings = [
    "Notes on", "Why I like", "A week of", "Lessons from", "Questions about", "Sketches of",
  ]
  static let awkwardTitles = [
    "東京で見たリスト 📷", "Café naïve façade — résumé", "\u{1B}[31mALERT\u{1B}[0m not red, just text",
    "🧑‍💻 pairing on 差分 algorithms",
  ]

  static func profile(seed: UInt64) -> Profile {
    var random = SeededGenerator(seed: seed, stream: 0xC0FFEE)
    let name = pick(names, using: &random)
    let username = name.lowercased().filter { $0.isLetter }.prefix(10)
    return Profile(
      name: name, username: String(username),
      bio: "Writes about \(pick(topics, using: &random)) and \(pick(topics, using: &random)).",
      attributes: [
        ProfileAttribute(name: "Location", value: pick(cities, using: &random)),
        ProfileAttribute(name: "Joined", value: "\(Int.random(in: 2009...2025, using: &random))"),
        ProfileAttribute(name: "Followers", value: "\(Int.random(in: 10...9_000, using: &random))"),
      ])
  }

  static func posts(seed: UInt64, count: Int) -> [Post] {
    var random = SeededGenerator(seed: seed, stream: 0xFEED)
    return (0..<count).map { index in
      let title =
        index % 7 == 3
        ? awkwardTitles[(index / 7) % awkwardTitles.count]
        : "\(pick(openings, using: &random)) \(pick(topics, using: &random))"
      return Post(
        id: "p\(index + 1)", title: title,
        body: "Post \(index + 1): a few thoughts on \(pick(topics, using: &random)), "
          + "with examples and a list that diffs itself.",
        likes: Int.random(in: 0...500, using: &random))
    }
  }

  private static func pick(_ words: [String], using random: inout SeededGenerator) -> String {
    words.randomElement(using: &random) ?? ""
  }
}
