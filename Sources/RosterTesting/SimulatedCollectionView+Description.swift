extension SimulatedCollectionView: CustomStringConvertible {
  /// One line per section, with its identity, its content and its items, for example
  /// `"posts" ("Posts"): "p1" ("Hello"), "p2" ("World")`.
  public var description: String {
    guard !sections.isEmpty else { return "SimulatedCollectionView (empty)" }
    return sections.map { section in
      let items = section.items.map { "\(Self.quote($0.id)) (\(Self.quote($0.content)))" }
      let head = "\(Self.quote(section.id)) (\(Self.quote(section.content)))"
      return items.isEmpty ? head : head + ": " + items.joined(separator: ", ")
    }.joined(separator: "\n")
  }

  static func quote(_ value: some Any) -> String { String(reflecting: value) }
}
