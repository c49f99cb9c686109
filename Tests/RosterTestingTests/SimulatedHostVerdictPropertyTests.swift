import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// The simulated host versions only the cells a batch places anew, compares each with the model
/// its own cell showed, and skips the sections passed on as the very same values. Its verdict on
/// every batch — right, or missing an operation — must be the one of the plain definition:
/// content versions by identity and content over both states (every model compared with every
/// other), checked by the simulator on freshly built sections.
@Suite("Simulated host: verdicts against content-addressed versions")
@MainActor
struct SimulatedHostVerdictPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...80)

  @Test("every batch gets the verdict content-addressed versions give, over random transitions")
  func verdictsMatchTheReference() {
    var rules: [String: Int] = [:]
    checkSeededCases(1_500, seed: 2028, from: Self.raw) { raw in
      var source = RawSource(raw)
      let host = SimulatedListHost()
      host.errorHandler = { _ in }
      let data = SnapshotSource()
      host.dataSource = data
      var state = Self.state(&source)
      host.reloadData { data.snapshot = ListSnapshot(sections: state) }
      for _ in 0..<(1 + source.next(4)) {
        let next = Self.transition(from: state, &source)
        defer { state = next }
        let (old, new) = Self.referenceViews(state, next)
        guard var batch = BatchUpdate(simplest: SectionedChanges(from: old, to: new)) else {
          host.reloadData { data.snapshot = ListSnapshot(sections: next) }
          continue
        }
        let mutants = batch.droppingOneOperation
        if !mutants.isEmpty, source.next(2) == 0 {
          batch = mutants[source.next(mutants.count)].batch
        }
        let expected: BatchUpdateRule?
        do throws(BatchUpdateError) {
          try View.validate(batch, from: old, to: new)
          expected = nil
        } catch {
          expected = error.rule
        }
        // The placement and content rules, written out plainly, for batches that pass the
        // structural ones.
        if expected.map(Self.placementRules.contains) ?? true, batch.sectionMoves.isEmpty {
          let plain = Self.plainVerdict(batch, from: old, to: new)
          guard plain == expected else {
            return .failed(
              "simulator \(String(describing: expected)), plainly \(String(describing: plain))"
                + "\n\(batch)\nold:\n\(View(sections: old))\nnew:\n\(View(sections: new))")
          }
        }
        let errors = host.errors.count
        host.performBatch(
          batch, animated: false,
          updateData: { data.snapshot = ListSnapshot(sections: next) },
          completion: { _ in })
        let verdict = host.errors.count > errors ? host.errors.last?.rule : nil
        rules["\(verdict.map { "\($0)" } ?? "accepted")", default: 0] += 1
        guard verdict == expected else {
          return .failed(
            "verdict \(String(describing: verdict)), expected \(String(describing: expected))"
              + "\n\(batch)\nold:\n\(View(sections: old))\nnew:\n\(View(sections: new))")
        }
        guard host.displayedIdentifiers == new.map({ $0.items.map(\.id) }) else {
          return .failed("shows \(host.displayedIdentifiers) after \(batch)")
        }
      }
      return .passed
    }
    if checksCensus {
      #expect(
        rules["accepted", default: 0] > 0 && rules["stale content", default: 0] > 0, "\(rules)")
    }
  }

  static let placementRules: Set<BatchUpdateRule> = [
    .misplacedSection, .misplacedItem, .wrongTarget, .staleContent, .staleMovedCell,
  ]

  /// The verdict of the placement and content rules on a batch without section moves that
  /// passes the structural ones: what stays fills the free slots in order, and every cell
  /// shows its identity and, unless inserted, reloaded or rebound, the content it showed.
  static func plainVerdict(
    _ batch: BatchUpdate, from old: [View.Section], to new: [View.Section]
  ) -> BatchUpdateRule? {
    let deletedSections = Set(batch.sectionDeletions)
    var survivors = old.indices.filter { !deletedSections.contains($0) }.makeIterator()
    let sources = new.indices.map { slot in
      batch.sectionInsertions.contains(slot) ? nil : survivors.next()
    }
    for (slot, source) in sources.enumerated() {
      guard let source, old[source].id != new[slot].id else { continue }
      return batch.sectionReloads.contains(source) ? .wrongTarget : .misplacedSection
    }
    // Where each cell comes from: nil when inserted or in a new or reloaded section.
    var cells: [[(path: IndexPath, moved: Bool, reloaded: Bool)?]] = []
    for (slot, source) in sources.enumerated() {
      guard let source, !batch.sectionReloads.contains(source) else {
        cells.append(Array(repeating: nil, count: new[slot].items.count))
        continue
      }
      let leaving = Set(batch.itemDeletions + batch.itemMoves.map(\.from))
      var staying = old[source].items.indices.lazy.map { IndexPath(item: $0, section: source) }
        .filter { !leaving.contains($0) }.makeIterator()
      var row: [(path: IndexPath, moved: Bool, reloaded: Bool)?] = []
      for item in new[slot].items.indices {
        let path = IndexPath(item: item, section: slot)
        if batch.itemInsertions.contains(path) {
          row.append(nil)
        } else if let move = batch.itemMoves.first(where: { $0.to == path }) {
          row.append((move.from, true, false))
        } else if let kept = staying.next() {
          row.append((kept, false, batch.itemReloads.contains(kept)))
        }
      }
      cells.append(row)
    }
    for (slot, row) in cells.enumerated() {
      for (item, cell) in row.enumerated() {
        guard let cell, old[cell.path.section].items[cell.path.item].id != new[slot].items[item].id
        else { continue }
        return cell.reloaded ? .wrongTarget : .misplacedItem
      }
    }
    let counts = new.map(\.items.count)
    for path in batch.itemRebinds
    where !(counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item))
    {
      return .wrongTarget
    }
    if batch.sectionRebinds.contains(where: { !new.indices.contains($0) }) { return .wrongTarget }
    for (slot, source) in sources.enumerated() {
      guard let source, !batch.sectionReloads.contains(source),
        !batch.sectionRebinds.contains(slot), old[source].content != new[slot].content
      else { continue }
      return .staleContent
    }
    for (slot, row) in cells.enumerated() {
      for (item, cell) in row.enumerated() {
        let path = IndexPath(item: item, section: slot)
        guard let cell, !cell.reloaded, !batch.itemRebinds.contains(path),
          old[cell.path.section].items[cell.path.item].content != new[slot].items[item].content
        else { continue }
        return cell.moved ? .staleMovedCell : .staleContent
      }
    }
    return nil
  }

  /// Versions by identity and content over `old` and `new` together: a model (a section) has the
  /// version of the first one with its identifier and the same content, whichever state it is in.
  static func referenceViews(
    _ old: [Section], _ new: [Section]
  ) -> (old: [View.Section], new: [View.Section]) {
    var models: [any CellModel] = []
    var sections: [Section] = []
    func version(of model: any CellModel) -> String {
      if let index = models.firstIndex(where: {
        $0.identifier == model.identifier && $0.hasSameContent(as: model)
      }) {
        return "m\(index)"
      }
      models.append(model)
      return "m\(models.count - 1)"
    }
    func version(of section: Section) -> String {
      if let index = sections.firstIndex(where: {
        $0.identifier == section.identifier && $0.hasIdenticalContent(to: section)
      }) {
        return "s\(index)"
      }
      sections.append(section)
      return "s\(sections.count - 1)"
    }
    func view(_ state: [Section]) -> [View.Section] {
      state.map { section in
        View.Section(
          id: section.identifier, content: version(of: section),
          items: section.cellModels.map { View.Item(id: $0.identifier, content: version(of: $0)) })
      }
    }
    return (view(old), view(new))
  }

  /// A few sections sharing identifiers, of models sharing identifiers, `Equatable` only or
  /// `Hashable`.
  static func state(_ source: inout RawSource) -> [Section] {
    (0..<source.next(5)).map { _ in section(&source) }
  }

  static func section(_ source: inout RawSource) -> Section {
    Section(
      cellModels: (0..<source.next(4)).map { _ in model(&source) },
      identifier: ["s", "t", "u"][source.next(3)],
      headerModel: source.next(3) == 0 ? PlainNote(identifier: "h", text: text(&source)) : nil)
  }

  static func model(_ source: inout RawSource) -> any CellModel {
    let identifier = ["a", "b", "c"][source.next(3)]
    return source.next(2) == 0
      ? PlainNote(identifier: identifier, text: text(&source))
      : HashedNote(identifier: identifier, text: text(&source))
  }

  static func text(_ source: inout RawSource) -> String { ["x", "y"][source.next(2)] }

  /// The next state: sections passed on as the very same values, as equal values in new
  /// arrays, edited, dropped or joined by new ones.
  static func transition(from state: [Section], _ source: inout RawSource) -> [Section] {
    var next: [Section] = []
    for section in state {
      switch source.next(7) {
      case 0: continue
      case 1, 2: next.append(section)
      case 3:
        var copy = section
        copy.cellModels = section.cellModels.map { $0 }
        next.append(copy)
      case 4:
        var edited = section
        var models = section.cellModels
        if !models.isEmpty, source.next(2) == 0 { models.remove(at: source.next(models.count)) }
        if source.next(2) == 0 { models.insert(model(&source), at: source.next(models.count + 1)) }
        if models.count > 1, source.next(2) == 0 {
          models.swapAt(source.next(models.count), source.next(models.count))
        }
        if !models.isEmpty, source.next(2) == 0 {
          models[source.next(models.count)] = model(&source)
        }
        edited.cellModels = models
        if source.next(3) == 0 {
          edited.headerModel = PlainNote(identifier: "h", text: text(&source))
        }
        next.append(edited)
      case 5:
        next.append(Self.section(&source))
        next.append(section)
      default:
        next.append(section)
        if source.next(2) == 0 { next.append(Self.section(&source)) }
      }
    }
    return next
  }
}

private struct PlainNote: TypedCellModel, Equatable {
  typealias CellType = PlainNoteCell
  var identifier: String
  var text: String
}

private final class PlainNoteCell: TypedListCell {
  func bind(model: PlainNote, sizing: Bool) {}
}

private struct HashedNote: TypedCellModel, Hashable {
  typealias CellType = HashedNoteCell
  var identifier: String
  var text: String
}

private final class HashedNoteCell: TypedListCell {
  func bind(model: HashedNote, sizing: Bool) {}
}
