/// Turns cell models and sections into the simulator's `String` content: a version number per
/// identifier that changes exactly when the content does.
///
/// Versions are content-addressed: a model gets the version of a model with its identifier,
/// cell type and identical content from the previous rendering, or a new one. So the
/// simulator's content check ("does every cell show the data's content?") asks exactly whether
/// the cell was bound to a model `CellModel.identical(to:)` the data's, however duplicated
/// identifiers are paired.
struct ContentVersions {
  private struct Versioned<Value> {
    var value: Value
    var version: Int
  }

  private var items: [String: [Versioned<any CellModel>]] = [:]
  private var sections: [String: [Versioned<Section>]] = [:]
  private var nextVersion = 0
  /// How many content comparisons were made: tests check that rendering stays linear.
  private(set) var comparisons = 0

  /// The simulator's view of `shown`; remembers its versions for the next rendering.
  mutating func render(
    _ shown: [Section]
  ) -> [SimulatedCollectionView<String, String>.Section] {
    var newItems: [String: [Versioned<any CellModel>]] = [:]
    var newSections: [String: [Versioned<Section>]] = [:]
    var rendered: [SimulatedCollectionView<String, String>.Section] = []
    rendered.reserveCapacity(shown.count)
    for section in shown {
      let sectionVersion = version(
        of: section, id: section.identifier, known: sections, new: &newSections,
        same: { $0.hasIdenticalContent(to: $1) })
      var items: [SimulatedCollectionView<String, String>.Item] = []
      items.reserveCapacity(section.cellModels.count)
      for model in section.cellModels {
        let itemVersion = version(
          of: model, id: model.identifier, known: self.items, new: &newItems,
          same: { $0.hasSameContent(as: $1) })
        items.append(.init(id: model.identifier, content: "v\(itemVersion)"))
      }
      rendered.append(
        .init(id: section.identifier, content: "v\(sectionVersion)", items: items))
    }
    self.items = newItems
    sections = newSections
    return rendered
  }

  /// The version of `value`: that of a value with its identifier and the same content in the
  /// previous rendering or earlier in this one, or a new one.
  ///
  /// The same occurrence of the identifier in the previous rendering is tried first, so
  /// duplicated identifiers whose content did not change cost O(1) each; only duplicates whose
  /// contents all differ and moved among themselves are compared with each other.
  private mutating func version<Value>(
    of value: Value, id: String, known: [String: [Versioned<Value>]],
    new: inout [String: [Versioned<Value>]], same isSame: (Value, Value) -> Bool
  ) -> Int {
    var compared = 0
    defer { comparisons += compared }
    func same(_ lhs: Value, _ rhs: Value) -> Bool {
      compared += 1
      return isSame(lhs, rhs)
    }
    let occurrence = new[id]?.count ?? 0
    let previous = known[id] ?? []
    let version: Int
    if previous.indices.contains(occurrence), same(previous[occurrence].value, value) {
      version = previous[occurrence].version
    } else if let match = previous.first(where: { same($0.value, value) })
      ?? new[id]?.first(where: { same($0.value, value) })
    {
      version = match.version
    } else {
      nextVersion += 1
      version = nextVersion
    }
    new[id, default: []].append(Versioned(value: value, version: version))
    return version
  }
}
