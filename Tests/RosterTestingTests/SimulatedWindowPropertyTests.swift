import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// A batch that names only sections between ones given again as the very same values is
/// checked and applied on those sections alone. Over random sequences of a section provider's
/// updates — a section inserted, deleted, edited, replaced or given again as an equal value in a
/// new array, the others the very same values — with batches right or missing an operation,
/// the host must end every batch as a host that checks the whole list does: the same view
/// (identities and content versions), the same bound models, the same errors.
@Suite("Simulated host: batches checked on the sections they change")
@MainActor
struct SimulatedWindowPropertyTests {
  typealias Verdicts = SimulatedHostVerdictPropertyTests
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...160)

  @Test("a host checking the changed sections alone ends every batch as one checking them all")
  func windowsMatchTheWholeList() {
    var windowed = 0
    var rejected = 0
    checkSeededCases(1_000, seed: 3011, from: Self.raw) { raw in
      var source = RawSource(raw)
      var names = 0
      // The data sources are held here: a host holds its own weakly.
      let pairs = [Self.host(checkingWindows: true), Self.host(checkingWindows: false)]
      let (host, reference) = (pairs[0].host, pairs[1].host)
      var state = (0..<(2 + source.next(10))).map { _ in
        Self.section(&source, names: &names)
      }
      for (simulated, data) in pairs {
        simulated.reloadData { data.snapshot = ListSnapshot(sections: state) }
      }
      for _ in 0..<(1 + source.next(8)) {
        let next = Self.update(state, &source, names: &names)
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
        let before = host.batchesCheckedInWindow
        for (simulated, data) in pairs {
          simulated.performBatch(
            batch, animated: false,
            updateData: { data.snapshot = ListSnapshot(sections: next) },
            completion: { _ in })
        }
        windowed += host.batchesCheckedInWindow - before
        guard host.view == reference.view else {
          return .failed("after \(batch):\n\(host.view)\nchecking the list:\n\(reference.view)")
        }
        guard host.errors == reference.errors else {
          return .failed("after \(batch): \(host.errors), checking the list \(reference.errors)")
        }
        guard
          host.boundModels.map({ $0.map(\.identifier) })
            == reference.boundModels.map({ $0.map(\.identifier) })
        else {
          return .failed("after \(batch): bound \(host.boundModels), not \(reference.boundModels)")
        }
      }
      rejected += host.errors.count
      return .passed
    }
    if checksCensus {
      #expect(windowed > 1_000 && rejected > 100, "\(windowed) windowed, \(rejected) rejected")
    }
  }

  /// A host that reads the snapshot its data source is given, checking batches on the
  /// sections they change alone or on the whole list.
  static func host(
    checkingWindows: Bool
  ) -> (host: SimulatedListHost, data: SnapshotSource) {
    let host = SimulatedListHost()
    host.errorHandler = { _ in }
    host.checksChangedSectionsAlone = checkingWindows
    let data = SnapshotSource()
    host.dataSource = data
    return (host, data)
  }

  /// A section of a few models, named anew most of the time and sometimes as an earlier one.
  static func section(_ source: inout RawSource, names: inout Int) -> Section {
    var section = Verdicts.section(&source)
    if source.next(4) != 0 {
      names += 1
      section.identifier = "p\(names)"
    }
    return section
  }

  /// The next state, as a section provider's update leaves it: one or two sections changed,
  /// the others passed on as the very same values.
  static func update(
    _ state: [Section], _ source: inout RawSource, names: inout Int
  ) -> [Section] {
    var next = state
    for _ in 0..<(1 + source.next(2)) {
      let slot = source.next(next.count + 1)
      guard next.indices.contains(slot), source.next(6) != 0 else {
        next.insert(section(&source, names: &names), at: slot)
        continue
      }
      switch source.next(5) {
      case 0: next.remove(at: slot)
      case 1: next[slot].cellModels = next[slot].cellModels.map { $0 }
      case 2:
        var replacement = section(&source, names: &names)
        replacement.identifier = next[slot].identifier
        next[slot] = replacement
      default:
        var models = next[slot].cellModels
        if !models.isEmpty, source.next(2) == 0 { models.remove(at: source.next(models.count)) }
        if source.next(2) == 0 {
          models.insert(Verdicts.model(&source), at: source.next(models.count + 1))
        }
        if !models.isEmpty, source.next(2) == 0 {
          models[source.next(models.count)] = Verdicts.model(&source)
        }
        next[slot].cellModels = models
      }
    }
    return next
  }
}
