import Foundation

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
/// comparisons in proportion to the sections it changes. A reload binds every cell anew: each
/// takes a new version. In the reset after a rejected batch, where no batch says where a cell
/// comes from, a cell keeps the version of the cell at its index path when that one showed its
/// identifier and the same content.
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
      if let fresh = placement.checkedItemSlots[slot] {
        // Its cells are checked and placed (`versionRuns`): the header and footer, then the new
        // cells, take their versions in the order the cells checked one by one would.
        switch placement.sections[slot] {
        case .kept(let old), .moved(let old):
          placement.new[slot].content = version(
            of: data[slot], showing: oldData[old], at: placement.old[old].content)
        case .inserted, .reloaded:
          break
        }
        for item in fresh { placement.new[slot].items[item].content = newVersion() }
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

  /// The view's sections for `data` after a reload: every cell bound anew, as a reloaded
  /// collection view configures each cell it shows again, so every cell takes a new version;
  /// the items' are made once they are read.
  ///
  /// - Complexity: O(*S*) for *S* sections.
  mutating func reloaded(_ data: [Section]) -> [View.Section] {
    data.map { newCells(showing: $0) }
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

  /// Checks, run by run, the cells of every section the batch keeps or moves and does not
  /// leave alone, and records them checked (``Placement/checkedItemSlots``) with the cells that
  /// are to take a new version, which ``version(_:data:oldData:oldModels:alignment:)`` gives
  /// them in the order it gives every other version. A run of cells kept from old items whose
  /// models are the very ones they showed, bit for bit, keeps those cells as they are: such a
  /// model has the identifier and content of the model its cell showed (see
  /// `CellModel.identical(to:)`), and each cell shows its model's identifier (the host keeps its
  /// view and bound models in step). Every other cell is checked as the checks one by one
  /// check it. A section in which any cell would land misplaced, reload the wrong item or show
  /// stale content is left unchecked, for the checks one by one to report.
  ///
  /// - Parameter rebinds: The batch's item rebinds, in its new index space.
  /// - Complexity: For each such section, O(*b* log *b*) for its *b* operations, plus a
  ///   comparison of bits and a copy for each cell kept from its very model, plus a comparison
  ///   of models for each other cell.
  func versionRuns(
    _ placement: inout Placement<String, String>, data: [Section], oldModels: [[any CellModel]],
    alignment: SectionAlignment, rebinds: [IndexPath]
  ) {
    var rebound: [Int: Set<Int>] = [:]
    for path in rebinds where path.isItemPath {
      rebound[path.section, default: []].insert(path.item)
    }
    for slot in placement.new.indices {
      if let old = alignment.oldSection(ofNew: slot),
        placement.untouchedSource(ofSlot: slot) == old
      {
        continue
      }
      let old: Int
      switch placement.sections[slot] {
      case .kept(let section), .moved(let section): old = section
      case .inserted, .reloaded: continue
      }
      guard
        let (items, fresh) = checkedItems(
          inSlot: slot, keptFrom: old, placement: placement, models: data[slot].cellModels,
          oldModels: oldModels, rebound: rebound[slot] ?? [])
      else { continue }
      placement.new[slot] = View.Section(
        id: data[slot].identifier, content: placement.new[slot].content, items: items)
      placement.checkedItemSlots[slot] = fresh
    }
  }

  /// The cells of the new section at `slot`, kept or moved from old section `old`, checked run
  /// by run, and the offsets of those that take a new version, ascending; `nil` as soon as one
  /// breaks a rule.
  private func checkedItems(
    inSlot slot: Int, keptFrom old: Int, placement: Placement<String, String>,
    models: [any CellModel], oldModels: [[any CellModel]], rebound: Set<Int>
  ) -> (items: [View.Item], fresh: [Int])? {
    let count = placement.new[slot].itemCount
    guard models.count == count, oldModels.indices.contains(old) else { return nil }
    let shownItems = placement.old[old].items
    let keptModels = oldModels[old]
    guard keptModels.count == shownItems.count else { return nil }
    let runs = placement.operations.itemSourceRuns(ofSlot: slot, count: count, keptFrom: old)
    var cells = CheckedCells(rebound: rebound)
    cells.items.reserveCapacity(count)
    // Through buffers, so that models and items are compared where they are.
    let checked = models.withUnsafeBufferPointer { new in
      keptModels.withUnsafeBufferPointer { kept in
        shownItems.withUnsafeBufferPointer { shown in
          for run in runs {
            switch run.origin {
            case .inserted:
              cells.appendFresh(id: new[run.item].identifier)
            case .reloaded(let path):
              let id = new[run.item].identifier
              guard shown[path.item].id == id else { return false }
              cells.appendFresh(id: id)
            case .moved(let path) where path.section == old:
              guard
                cells.append(
                  showing: shown[path.item], model: kept[path.item], as: new[run.item],
                  isSameBits: Self.isSameBits(kept, path.item, new, run.item, count: 1))
              else { return false }
            case .moved(let path):
              guard oldModels.indices.contains(path.section) else { return false }
              let otherItems = placement.old[path.section].items
              let otherModels = oldModels[path.section]
              guard otherItems.indices.contains(path.item), otherModels.count == otherItems.count
              else { return false }
              let isSameBits = otherModels.withUnsafeBufferPointer {
                Self.isSameBits($0, path.item, new, run.item, count: 1)
              }
              guard
                cells.append(
                  showing: otherItems[path.item], model: otherModels[path.item],
                  as: new[run.item], isSameBits: isSameBits)
              else { return false }
            case .kept(let path):
              guard cells.appendKept(run, from: path.item, shown: shown, kept: kept, new: new)
              else { return false }
            }
          }
          return true
        }
      }
    }
    return checked ? (cells.items, cells.fresh) : nil
  }

  /// The cells of a section being checked run by run, in order.
  private struct CheckedCells {
    /// The new item offsets rebound after the batch.
    let rebound: Set<Int>
    var items: [View.Item] = []
    /// The offsets of the cells that take a new version, ascending.
    var fresh: [Int] = []

    init(rebound: Set<Int>) { self.rebound = rebound }

    /// Appends a new cell (inserted, reloaded or rebound), to be versioned.
    mutating func appendFresh(id: String) {
      fresh.append(items.count)
      items.append(View.Item(id: id, content: ""))
    }

    /// Appends the cells of a kept run: a block of models that are the very ones shown keeps
    /// its cells as they are, the others are compared one by one. Returns `false` when a cell
    /// breaks a rule.
    mutating func appendKept(
      _ run: SourceRun, from first: Int, shown: UnsafeBufferPointer<View.Item>,
      kept: UnsafeBufferPointer<any CellModel>, new: UnsafeBufferPointer<any CellModel>
    ) -> Bool {
      var offset = 0
      while offset < run.count {
        let length = min(ContentVersions.block, run.count - offset)
        let oldItem = first + offset
        let newItem = run.item + offset
        if ContentVersions.isSameBits(kept, oldItem, new, newItem, count: length) {
          // One by one: a slice is copied through the generic item's value witnesses.
          for item in oldItem..<(oldItem + length) { items.append(shown[item]) }
        } else {
          for step in 0..<length {
            guard
              append(
                showing: shown[oldItem + step], model: kept[oldItem + step],
                as: new[newItem + step],
                isSameBits: ContentVersions.isSameBits(
                  kept, oldItem + step, new, newItem + step, count: 1))
            else { return false }
          }
        }
        offset += length
      }
      return true
    }

    /// Appends the cell that showed `shown` (bound to `model`) once it shows `newModel`: the
    /// very model (`isSameBits`) keeps the cell as it is; another with its identifier keeps its
    /// version when it has the same content, and takes a new one when rebound. Returns `false`
    /// when the cell is misplaced or stale.
    mutating func append(
      showing shown: View.Item, model: any CellModel, as newModel: any CellModel,
      isSameBits: Bool
    ) -> Bool {
      if isSameBits {
        items.append(shown)
        return true
      }
      let id = newModel.identifier
      guard shown.id == id else { return false }
      if model.hasSameContent(as: newModel) {
        items.append(View.Item(id: id, content: shown.content))
        return true
      }
      guard rebound.contains(items.count) else { return false }
      appendFresh(id: id)
      return true
    }
  }

  /// How many models are compared bit for bit at once, before one by one.
  private static let block = 64

  /// Whether `count` models from `oldIndex` in `old` and from `newIndex` in `new` are the same
  /// bits: the same type and value, or the same object.
  private static func isSameBits(
    _ old: UnsafeBufferPointer<any CellModel>, _ oldIndex: Int,
    _ new: UnsafeBufferPointer<any CellModel>, _ newIndex: Int, count: Int
  ) -> Bool {
    guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return false }
    return memcmp(
      oldBase + oldIndex, newBase + newIndex, MemoryLayout<any CellModel>.stride * count)
      == 0
  }
}
