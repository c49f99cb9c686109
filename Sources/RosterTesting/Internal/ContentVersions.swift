/// Turns cell models and sections into the simulator's `String` content: a version per cell
/// that changes exactly when what the cell shows does.
///
/// A cell a batch keeps or moves gets the version of the cell it comes from when its new model
/// has the same content (`CellModel.hasSameContent(as:)`) as the model that cell showed, and a
/// new version otherwise; an inserted or reloaded cell gets a new version. Headers and footers
/// likewise, with `Section.hasIdenticalContent(to:)`. So the simulator's content check ("does
/// every cell show the data's content?") asks exactly whether a cell that was not bound again
/// still shows a model identical to the data's — one comparison per cell, with the model its
/// own cell showed, however many items share an identifier and whether or not their models are
/// `Hashable`.
///
/// A section the host passes on as the very same value as before (see ``SectionAlignment``)
/// keeps its versions without a comparison when the batch leaves it alone, so a batch costs
/// comparisons in proportion to the sections it changes. Where no batch says where a cell comes
/// from (a reload, or the reset after a rejected batch), a cell keeps the version of the cell
/// at its index path when that one showed its identifier and the same content.
struct ContentVersions {
  typealias View = SimulatedCollectionView<String, String>

  private var nextVersion = 0

  /// A version no cell has had.
  mutating func newVersion() -> String {
    nextVersion += 1
    return "v\(nextVersion)"
  }

  /// The version of a cell that showed `old` at `version` and now shows `model`.
  mutating func version(
    of model: any CellModel, showing old: any CellModel, at version: String
  ) -> String {
    old.hasSameContent(as: model) ? version : newVersion()
  }

  /// The version of the header and footer of a section that showed `old`'s at `version`.
  mutating func version(of section: Section, showing old: Section, at version: String) -> String {
    old.hasIdenticalContent(to: section) ? version : newVersion()
  }

  /// The view's sections for `data`, before the batch says where each cell comes from: the
  /// sections `alignment` finds unchanged are the ones shown (with their versions), the others
  /// carry identities only.
  ///
  /// - Complexity: O(*S*); the items of the sections not found unchanged are made once read.
  func unversioned(
    _ data: [Section], shown: [View.Section], alignment: SectionAlignment
  ) -> [View.Section] {
    var sections: [View.Section] = []
    sections.reserveCapacity(data.count)
    for slot in data.indices {
      if let old = alignment.oldSection(ofNew: slot), shown.indices.contains(old) {
        sections.append(shown[old])
        continue
      }
      // Made on demand: the items of a section the batch inserts are never read one by one.
      let models = data[slot].cellModels
      sections.append(
        View.Section(id: data[slot].identifier, content: "", count: models.count) { item in
          View.Item(id: models[item].identifier, content: "")
        })
    }
    return sections
  }

  /// Gives every cell of `placement.new` (the sections of `data`) its version, from the cell it
  /// comes from: `oldData` and `oldModels` are the sections and models the old cells show.
  ///
  /// - Complexity: O(*S*) plus O(*n*) comparisons for the *n* items of the sections the batch
  ///   touches or `alignment` did not find unchanged, but O(1) for a section it inserts or
  ///   reloads, whose cells are all new: their versions are a block, read once an item is.
  mutating func version(
    _ placement: inout Placement<String, String>, data: [Section], oldData: [Section],
    oldModels: [[any CellModel]], alignment: SectionAlignment
  ) {
    for slot in placement.new.indices {
      // An unchanged section the batch leaves alone shows what it showed, versions included.
      if let old = alignment.oldSection(ofNew: slot),
        placement.untouchedSource(ofSlot: slot) == old
      {
        continue
      }
      if placement.showsNewCells(inSlot: slot) {
        placement.new[slot] = newCells(showing: data[slot])
        continue
      }
      let sources = placement.itemSources(inSlot: slot)
      var section = placement.new[slot]
      // Taken out, so that the items are versioned in place rather than in a copy per item.
      placement.new[slot].items = []
      switch placement.sections[slot] {
      case .kept(let old), .moved(let old):
        section.content = version(
          of: data[slot], showing: oldData[old], at: placement.old[old].content)
      case .inserted, .reloaded:
        break  // Given new cells above.
      }
      let models = data[slot].cellModels
      // Read once for the slot: indexing the outer arrays for each item copies an inner one.
      let kept = placement.oldItems(keptInSlot: slot)
      let keptModels = oldModels.indices.contains(kept.section) ? oldModels[kept.section] : []
      var items = section.items
      section.items = []
      // Through buffers, so that each model is compared where it is rather than copied out.
      models.withUnsafeBufferPointer { models in
        keptModels.withUnsafeBufferPointer { keptModels in
          for (item, source) in sources.enumerated() {
            switch source {
            case .inserted, .reloaded:
              items[item].content = newVersion()
            case .kept(let path), .moved(let path):
              if path.section == kept.section {
                items[item].content =
                  keptModels[path.item].hasSameContent(as: models[item])
                  ? kept.items[path.item].content : newVersion()
              } else {
                items[item].content =
                  oldModels[path.section][path.item].hasSameContent(as: models[item])
                  ? placement.old[path.section].items[path.item].content : newVersion()
              }
            }
          }
        }
      }
      section.items = items
      placement.new[slot] = section
    }
  }

  /// A new section and new cells showing `section`: new versions, the items' made once they
  /// are read.
  ///
  /// - Complexity: O(1); O(*n*) for its *n* items once they are read.
  private mutating func newCells(showing section: Section) -> View.Section {
    let models = section.cellModels
    // A block of versions, one per item, none of them read until an item is.
    let first = nextVersion + 1
    nextVersion += models.count
    let content = newVersion()
    return View.Section(id: section.identifier, content: content, count: models.count) { item in
      View.Item(id: models[item].identifier, content: "v\(first + item)")
    }
  }

  /// The view's sections for `data` where no batch says where cells come from: each keeps the
  /// version of the cell or section at its place in `shown` when that one had its identifier
  /// and the same content (`oldData` and `oldModels`, what `shown` shows).
  ///
  /// - Complexity: O(*N*) comparisons.
  mutating func versionInPlace(
    _ data: [Section], shown: [View.Section], oldData: [Section], oldModels: [[any CellModel]]
  ) -> [View.Section] {
    data.enumerated().map { slot, section in
      let old = shown.indices.contains(slot) ? shown[slot] : nil
      let content: String
      if let old, old.id == section.identifier, oldData.indices.contains(slot) {
        content = version(of: section, showing: oldData[slot], at: old.content)
      } else {
        content = newVersion()
      }
      let oldItems = old?.items ?? []
      let models = oldModels.indices.contains(slot) ? oldModels[slot] : []
      let items = section.cellModels.enumerated().map { item, model in
        guard oldItems.indices.contains(item), models.indices.contains(item),
          oldItems[item].id == model.identifier
        else { return View.Item(id: model.identifier, content: newVersion()) }
        return View.Item(
          id: model.identifier,
          content: version(of: model, showing: models[item], at: oldItems[item].content))
      }
      return View.Section(id: section.identifier, content: content, items: items)
    }
  }
}
