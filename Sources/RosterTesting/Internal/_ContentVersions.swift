/// Turns cell models and sections into the simulator's `String` content: a version number per
/// identifier that changes exactly when the content does.
///
/// Versions are content-addressed: a model gets the version of a model with its identifier,
/// cell type and identical content from the previous rendering, or a new one. So the
/// simulator's content check ("does every cell show the data's content?") asks exactly whether
/// the cell was bound to a model ``CellModel/identical(to:)`` the data's, however duplicated
/// identifiers are paired.
struct _ContentVersions {
  private struct Versioned<Value> {
    var value: Value
    var version: Int
  }

  private var items: [String: [Versioned<any CellModel>]] = [:]
  private var sections: [String: [Versioned<Section>]] = [:]
  private var nextVersion = 0

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

  private mutating func version<Value>(
    of value: Value, id: String, known: [String: [Versioned<Value>]],
    new: inout [String: [Versioned<Value>]], same: (Value, Value) -> Bool
  ) -> Int {
    let candidates = (known[id] ?? []) + (new[id] ?? [])
    let version =
      candidates.first { same($0.value, value) }?.version
      ?? {
        nextVersion += 1
        return nextVersion
      }()
    if new[id]?.contains(where: { $0.version == version }) != true {
      new[id, default: []].append(Versioned(value: value, version: version))
    }
    return version
  }
}
