import PropertyBased
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

@testable import Roster

@Suite
struct ListSnapshotTests {
  @Test func positionalLookupsAnswerNilOutsideTheData() {
    let snapshot = ListSnapshot(sections: textSections(["a": "x y", "b": ""]))
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems(inSection: 0) == 2)
    #expect(snapshot.numberOfItems(inSection: 5) == 0)
    #expect(snapshot.section(at: -1) == nil)
    #expect(snapshot.cellModel(at: IndexPath(item: 1, section: 0))?.identifier == "y")
    #expect(snapshot.cellModel(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(snapshot.cellModel(at: IndexPath(index: 0)) == nil)
  }

  /// Identifier and provider lookups against a linear scan, over random lists with duplicate
  /// identifiers and sections owned by random providers (or none).
  @Test func lookupsMatchALinearScan() async {
    let providers = (0..<3).map { _ in ProviderToken() }
    await propertyCheck(
      count: propertyCases(1_000), input: Gen.int(in: 0...(1 << 30)).array(of: 1...40)
    ) {
      raw in
      var source = RawSource(raw)
      let sections = (0..<source.next(8)).map { index in
        Section(
          cellModels: (0..<source.next(5)).map { _ in TextModel(identifier: "i\(source.next(6))") },
          identifier: "s\(index)")
      }
      let owners = sections.map { _ in
        let owner = source.next(4)
        return owner < 3 ? ObjectIdentifier(providers[owner]) : nil
      }
      let snapshot = ListSnapshot(sections: sections, owners: owners)
      // With the identities an update keeps, the first lookups scan them, the later a table.
      let identified = ListSnapshot(
        sections: sections, owners: owners,
        itemIdentities: sections.flatMap { $0.cellModels.map { ItemIdentity($0.identifier) } })
      for id in (0..<6).map({ "i\($0)" }) + (0..<6).map({ "i\($0)" }) {
        let first = sections.indices.lazy.compactMap { section in
          sections[section].cellModels.firstIndex { $0.identifier == id }
            .map { IndexPath(item: $0, section: section) }
        }.first
        #expect(snapshot.indexPath(forIdentifier: id) == first)
        #expect(identified.indexPath(forIdentifier: id) == first, "\(id)")
      }
      for index in sections.indices {
        let owner = owners[index]
        let expected = owner.map { owner in
          (owner, owners[..<index].filter { $0 == owner }.count)
        }
        let found = snapshot.owner(ofSection: index)
        #expect(found?.provider == expected?.0 && found?.rank == expected?.1)
      }
      for provider in providers.map(ObjectIdentifier.init) {
        #expect(
          snapshot.sections(ownedBy: provider)
            == owners.indices.filter { owners[$0] == provider })
      }
    }
  }

  /// A snapshot is `Sendable` and builds its tables on first use, whichever thread that is:
  /// copies of fresh snapshots, looked up from several tasks at once, all find what one thread
  /// finds. Under ThreadSanitizer (`.ci/run`) this is where an unguarded table would show.
  @Test func copiesLookedUpFromSeveralTasksAtOnceAgree() async {
    let tokens = (0..<3).map { _ in ProviderToken() }
    let providers = tokens.map(ObjectIdentifier.init)
    // Lists long enough that building a table takes longer than a second task takes to start.
    for round in 0..<20 {
      let sections = (0..<20).map { section in
        let items = (0..<200).map { TextModel(identifier: "i\(($0 * 7 + section + round) % 600)") }
        return Section(cellModels: items, identifier: "s\(section)")
      }
      let owners = sections.indices.map { $0 % 4 < 3 ? providers[$0 % 4] : nil }
      let expected = Self.lookups(in: ListSnapshot(sections: sections, owners: owners))
      let snapshot = ListSnapshot(sections: sections, owners: owners)
      let found = await withTaskGroup(of: Lookups.self) { group in
        for _ in 0..<8 {
          group.addTask { Self.lookups(in: snapshot) }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(found.count == 8)
      #expect(found.allSatisfy { $0 == expected })
    }
  }

  struct Lookups: Equatable, Sendable {
    var paths: [IndexPath?]
    var owners: [ObjectIdentifier?]
    var ranks: [Int?]
    var ownedSections: [[Int]]
  }

  /// Every identifier and provider lookup of `snapshot`.
  static func lookups(in snapshot: ListSnapshot) -> Lookups {
    let owners = snapshot.sections.indices.map { snapshot.owner(ofSection: $0) }
    return Lookups(
      paths: (0..<600).map { snapshot.indexPath(forIdentifier: "i\($0)") },
      owners: owners.map { $0?.provider }, ranks: owners.map { $0?.rank },
      ownedSections: Set(snapshot.owners.compactMap { $0 }).sorted().map {
        snapshot.sections(ownedBy: $0)
      })
  }
}

private final class ProviderToken: Sendable {}
