import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// The cells of a section a batch keeps are checked and versioned run by run: a block of models
/// that are the very ones the cells showed, bit for bit, keeps its cells at once, and only the
/// other cells are compared one by one. Over random edits of long sections — models removed,
/// inserted, swapped, replaced by equal values in new storage or by changed ones — with batches
/// right or missing an operation, the host must end every batch as a host that checks every
/// cell on its own does: the same view (identities and content versions), the same bound
/// models, the same errors.
@Suite("Simulated host: kept cells checked run by run")
@MainActor
struct SimulatedRunsPropertyTests {
  typealias Verdicts = SimulatedHostVerdictPropertyTests
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...160)

  @Test("a host checking runs of kept cells ends every batch as one checking each cell")
  func runsMatchCellByCell() {
    var rules: [String: Int] = [:]
    checkSeededCases(600, seed: 4127, from: Self.raw) { raw in
      var source = RawSource(raw)
      // The data sources are held here: a host holds its own weakly.
      let pairs = [Self.host(checkingRuns: true), Self.host(checkingRuns: false)]
      let (host, reference) = (pairs[0].host, pairs[1].host)
      var state = (0..<(1 + source.next(3))).map { _ in Self.section(&source) }
      for (simulated, data) in pairs {
        simulated.reloadData { data.snapshot = ListSnapshot(sections: state) }
      }
      for _ in 0..<(1 + source.next(6)) {
        let next = Self.update(state, &source)
        defer { state = next }
        let (old, new) = Verdicts.referenceViews(state, next)
        guard var batch = BatchUpdate(simplest: SectionedChanges(from: old, to: new)) else {
          for (simulated, data) in pairs {
            simulated.reloadData { data.snapshot = ListSnapshot(sections: next) }
          }
          continue
        }
        let mutants = batch.droppingOneOperation
        if !mutants.isEmpty, source.next(3) == 0 {
          batch = mutants[source.next(mutants.count)].batch
        }
        let errors = host.errors.count
        for (simulated, data) in pairs {
          simulated.performBatch(
            batch, animated: false,
            updateData: { data.snapshot = ListSnapshot(sections: next) },
            completion: { _ in })
        }
        let verdict = host.errors.count > errors ? host.errors.last.map { "\($0.rule)" } : nil
        rules[verdict ?? "accepted", default: 0] += 1
        guard host.view == reference.view else {
          return .failed("after \(batch):\n\(host.view)\nchecking each cell:\n\(reference.view)")
        }
        guard host.errors == reference.errors else {
          return .failed("after \(batch): \(host.errors), checking each cell \(reference.errors)")
        }
        guard
          host.boundModels.map({ $0.map(\.identifier) })
            == reference.boundModels.map({ $0.map(\.identifier) })
        else {
          return .failed("after \(batch): bound \(host.boundModels), not \(reference.boundModels)")
        }
      }
      return .passed
    }
    if checksCensus {
      #expect(
        rules["accepted", default: 0] > 100 && rules["stale content", default: 0] > 10
          && rules["misplaced item", default: 0] > 10,
        "\(rules)")
    }
  }

  /// A host that reads the snapshot its data source is given, checking kept cells run by run
  /// or each on its own.
  static func host(checkingRuns: Bool) -> (host: SimulatedListHost, data: SnapshotSource) {
    let host = SimulatedListHost()
    host.errorHandler = { _ in }
    host.checksRunsOfKeptCells = checkingRuns
    let data = SnapshotSource()
    host.dataSource = data
    return (host, data)
  }

  /// A section of up to 300 models: longer than a block of models compared at once.
  static func section(_ source: inout RawSource) -> Section {
    Section(
      cellModels: (0..<source.next(300)).map { _ in model(&source) },
      identifier: ["s", "t"][source.next(2)])
  }

  /// A model of a few identifiers and texts; a long text is made anew each time, so that equal
  /// models need not be the same bits.
  static func model(_ source: inout RawSource) -> any CellModel {
    let identifier = ["a", "b", "c", "d"][source.next(4)]
    let text =
      source.next(3) == 0 ? String(repeating: "long text ", count: 3) : ["x", "y"][source.next(2)]
    return RunNote(identifier: identifier, text: text)
  }

  /// The next state: each section kept, rebuilt as equal values in new storage, or edited at a
  /// few places; sometimes a section more.
  static func update(_ state: [Section], _ source: inout RawSource) -> [Section] {
    var next: [Section] = []
    for section in state {
      var edited = section
      var models = section.cellModels
      switch source.next(4) {
      case 0:
        next.append(section)
        continue
      case 1:
        models = models.map { model in
          let text = (model as? RunNote)?.text ?? ""
          return RunNote(
            identifier: model.identifier, text: String(decoding: Array(text.utf8), as: UTF8.self))
        }
      default:
        for _ in 0..<(1 + source.next(4)) {
          switch source.next(4) {
          case 0 where !models.isEmpty: models.remove(at: source.next(models.count))
          case 1: models.insert(model(&source), at: source.next(models.count + 1))
          case 2 where models.count > 1:
            models.swapAt(source.next(models.count), source.next(models.count))
          default:
            if !models.isEmpty { models[source.next(models.count)] = model(&source) }
          }
        }
      }
      edited.cellModels = models
      next.append(edited)
    }
    if source.next(4) == 0 { next.insert(section(&source), at: source.next(next.count + 1)) }
    return next
  }
}

private struct RunNote: TypedCellModel, Equatable {
  typealias CellType = RunNoteCell
  var identifier: String
  var text: String
}

private final class RunNoteCell: TypedListCell {
  func bind(model: RunNote, sizing: Bool) {}
}
