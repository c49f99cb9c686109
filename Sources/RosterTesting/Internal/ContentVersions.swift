/// Turns cell models and sections into the simulator's `String` content: a version number per
/// identifier that changes exactly when the content does.
///
/// Versions are content-addressed: a model gets the version of a model with its identifier,
/// cell type and identical content from the previous rendering, or a new one. So the
/// simulator's content check ("does every cell show the data's content?") asks exactly whether
/// the cell was bound to a model `CellModel.identical(to:)` the data's, however duplicated
/// identifiers are paired.
///
/// Identifiers shared by many items stay linear: an occurrence is compared first with the same
/// occurrence in the previous rendering, then with the one after the last match (a run shifted by
/// an insertion or a deletion), and then, for a `Hashable` model, only with the earlier values of
/// its hash — so a `Hashable` model's `identical(to:)` is taken to agree with its `==`, as the
/// default one does. Other values are compared with every earlier occurrence of their identifier.
struct ContentVersions {
  private struct Versioned<Value> {
    var value: Value
    var version: Int
  }

  /// Every occurrence of one identifier in one rendering, in order, and where to find values
  /// by hash.
  private struct Occurrences<Value> {
    var values: [Versioned<Value>] = []
    /// The offsets in ``values`` of the first value of each content, by hash; `Hashable`
    /// values only.
    var byHash: [Int: [Int]] = [:]
    /// The offset in the previous rendering's occurrences after the last one matched.
    var nextPrevious = 0
  }

  private var items: [String: Occurrences<any CellModel>] = [:]
  private var sections: [String: Occurrences<Section>] = [:]
  private var nextVersion = 0
  /// How many content comparisons were made: tests check that rendering stays linear.
  private(set) var comparisons = 0

  /// The simulator's view of `shown`; remembers its versions for the next rendering.
  mutating func render(
    _ shown: [Section]
  ) -> [SimulatedCollectionView<String, String>.Section] {
    var newItems: [String: Occurrences<any CellModel>] = [:]
    var newSections: [String: Occurrences<Section>] = [:]
    var rendered: [SimulatedCollectionView<String, String>.Section] = []
    rendered.reserveCapacity(shown.count)
    for section in shown {
      // Sections are not hashed: their models are existentials.
      let sectionVersion = version(
        of: section, hash: nil, known: sections[section.identifier],
        current: &newSections[section.identifier, default: Occurrences()],
        same: { $0.hasIdenticalContent(to: $1) })
      var items: [SimulatedCollectionView<String, String>.Item] = []
      items.reserveCapacity(section.cellModels.count)
      for model in section.cellModels {
        let itemVersion = version(
          of: model, hash: (model as? any Hashable).map { Self.hash($0) },
          known: self.items[model.identifier],
          current: &newItems[model.identifier, default: Occurrences()],
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

  private static func hash(_ value: some Hashable) -> Int {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(type(of: value)))
    hasher.combine(value)
    return hasher.finalize()
  }

  /// The version of `value`: that of a value with its identifier and the same content in the
  /// previous rendering (`known`, the occurrences of its identifier there) or earlier in this
  /// one (`current`), or a new one; `value` is added to `current`.
  ///
  /// - Complexity: O(1) comparisons for a value in its previous place or shifted with its
  ///   neighbours, or with a `hash`; else O(*k*) for *k* earlier occurrences of its identifier.
  private mutating func version<Value>(
    of value: Value, hash: Int?, known: Occurrences<Value>?,
    current: inout Occurrences<Value>, same isSame: (Value, Value) -> Bool
  ) -> Int {
    var compared = 0
    defer { comparisons += compared }
    func same(_ candidate: Versioned<Value>) -> Bool {
      compared += 1
      return isSame(candidate.value, value)
    }
    let occurrence = current.values.count
    let previous = known?.values ?? []
    var version: Int?
    // Its own place, then the place after the last match: a run of duplicates shifted by an
    // insertion or a deletion before it.
    let shifted = current.nextPrevious
    if previous.indices.contains(occurrence), same(previous[occurrence]) {
      version = previous[occurrence].version
      current.nextPrevious = occurrence + 1
    } else if shifted != occurrence, previous.indices.contains(shifted), same(previous[shifted]) {
      version = previous[shifted].version
      current.nextPrevious = shifted + 1
    }
    if version == nil, let hash {
      // A value of another hash has other content: only this hash's are compared.
      func firstSame(in values: [Versioned<Value>], at offsets: [Int]?) -> Int? {
        for offset in offsets ?? [] where same(values[offset]) { return values[offset].version }
        return nil
      }
      version =
        firstSame(in: previous, at: known?.byHash[hash])
        ?? firstSame(in: current.values, at: current.byHash[hash])
    } else if version == nil {
      version = (previous.first(where: same) ?? current.values.first(where: same))?.version
    }
    let resolved: Int
    if let version {
      resolved = version
    } else {
      nextVersion += 1
      resolved = nextVersion
    }
    // Only the first value of each content is listed: a hash's list stays as long as its
    // distinct contents, which are compared without a content comparison here.
    if let hash,
      current.byHash[hash]?.contains(where: { current.values[$0].version == resolved })
        != true
    {
      current.byHash[hash, default: []].append(occurrence)
    }
    current.values.append(Versioned(value: value, version: resolved))
    return resolved
  }
}
