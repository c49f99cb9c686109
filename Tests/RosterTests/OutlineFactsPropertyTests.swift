import PropertyBased
import RosterTestSupport
import Testing

@testable import Roster

/// `OutlineFacts`, the shared table of outline facts and the changes kept beside it, against a
/// plain dictionary: random tables of up to 300 rows, then random single sets and removals,
/// batched updates (few entries, kept as changes; many, folded into a new table), compactions
/// and copies kept aside. After every step every identifier reads as the dictionary has it,
/// the counts agree, and every copy kept still reads as it did when it was taken: a splice
/// keeps the state it starts from. Reads, sets and updates go by identifier or by identity
/// (the kept hash), at random; both read alike. Facts also start, or start again, listed by
/// row (as a flattening or a long splice makes them): no table is built until something asks
/// by identity, and while no change is kept each row reads by its row as the dictionary has it.
@Suite("Outline facts against a dictionary")
struct OutlineFactsPropertyTests {
  struct Census {
    var steps = 0
    var folds = 0
    var kept = 0
    /// Batched updates made by identity, as a splice makes them.
    var byIdentity = 0
    /// Facts listed by row, and steps that read them by row.
    var listings = 0
    var readByRow = 0
  }

  @Test("reads, counts and kept copies match a dictionary after every step")
  func factsMatchADictionary() async {
    await propertyCheck(count: propertyCases(3_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census = Census()
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test(
    "the runs fold changes into new tables and keep changes beside them", .enabled(if: checksCensus)
  )
  func coverage() {
    var census = Census()
    for seed in 0..<500 {
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
    // Of 500 runs: 9,845 steps, 1,166 updates folded into a new table, 1,016 copies kept, 835
    // batched updates by identity, 813 listings by row, 1,166 steps reading every row by row.
    #expect(census.steps > 8_000)
    #expect(census.folds > 800)
    #expect(census.kept > 800)
    #expect(census.byIdentity > 600)
    #expect(census.listings > 600)
    #expect(census.readByRow > 1_000)
  }

  static func run(seed: UInt64, census: inout Census) -> String? {
    var mixer = Mixer(state: seed)
    let universe = (0...mixer.next(300)).map { "r\($0)" }
    func someIdentifier() -> String { universe[mixer.next(universe.count)] }
    func someFacts() -> OutlineRow {
      OutlineRow(
        level: mixer.next(5), parentIdentifier: mixer.next(3) == 0 ? nil : someIdentifier(),
        hasChildren: mixer.next(2) == 0, isExpanded: mixer.next(2) == 0)
    }
    var initial: [String: OutlineRow] = [:]
    for identifier in universe where mixer.next(2) == 0 { initial[identifier] = someFacts() }
    // Facts listed by row, in a random row order, as a flattening lists the rows it shows.
    var rowOrder: [String] = []
    func listing(_ rows: [String: OutlineRow]) -> OutlineFacts {
      var order = rows.keys.sorted()
      for index in order.indices.reversed() { order.swapAt(index, mixer.next(index + 1)) }
      rowOrder = order
      census.listings += 1
      let listed = OutlineFacts(
        listing: order.compactMap { identifier in
          rows[identifier].map { OutlineFactsEntry(identity: ItemIdentity(identifier), facts: $0) }
        })
      return listed
    }
    var facts = mixer.next(2) == 0 ? OutlineFacts(initial) : listing(initial)
    var reference = initial
    var copies: [(facts: OutlineFacts, reference: [String: OutlineRow])] = []

    func difference(_ facts: OutlineFacts, _ reference: [String: OutlineRow]) -> String? {
      guard facts.count == reference.count, facts.isEmpty == reference.isEmpty else {
        return "count \(facts.count), expected \(reference.count)"
      }
      for identifier in universe where facts[identifier] != reference[identifier] {
        return "\(identifier): \(String(describing: facts[identifier])), expected "
          + String(describing: reference[identifier])
      }
      // Read by identity (the kept hash) as the splice reads: the same facts.
      for identifier in universe
      where facts[ItemIdentity(identifier)] != reference[identifier] {
        return "\(identifier) by identity: "
          + "\(String(describing: facts[ItemIdentity(identifier)])), expected "
          + String(describing: reference[identifier])
      }
      guard facts.allFacts.count == reference.count,
        facts.allFacts.allSatisfy({ reference[$0.key.identifier] == $0.value })
      else { return "allFacts differ" }
      return facts.allRows == reference ? nil : "allRows differ"
    }

    for step in 0..<mixer.next(40) {
      census.steps += 1
      switch mixer.next(6) {
      case 0, 1:
        let identifier = someIdentifier()
        let new = mixer.next(3) == 0 ? nil : someFacts()
        if mixer.next(2) == 0 {
          facts[identifier] = new
        } else {
          facts[ItemIdentity(identifier)] = new
        }
        reference[identifier] = new
      case 2:
        // A change back to the table's own value, as a collapse after an expansion makes.
        let identifier = someIdentifier()
        facts[identifier] = initial[identifier]
        reference[identifier] = initial[identifier]
      case 3:
        let removed = (0..<mixer.next(universe.count)).map { _ in someIdentifier() }
        let set = (0..<mixer.next(universe.count)).map { _ in (someIdentifier(), someFacts()) }
        let before = facts.allRows.count
        if mixer.next(2) == 0 {
          facts.update(removing: removed, setting: set)
        } else {
          // By identity, as a splice updates.
          facts.update(
            removing: removed.map(ItemIdentity.init),
            setting: set.map { (ItemIdentity($0.0), $0.1) })
          census.byIdentity += 1
        }
        for identifier in removed { reference[identifier] = nil }
        for (identifier, new) in set { reference[identifier] = new }
        if removed.count + set.count > max(64, before / 2) { census.folds += 1 }
      case 4:
        facts.compact()
      case 5 where mixer.next(3) == 0:
        facts = listing(reference)
        // Listed, with no table from identity to row until something asks by identity.
        guard !facts.isIndexed, facts.isListedByRow else {
          return "step \(step): listed facts indexed at once, or not listed"
        }
      default:
        copies.append((facts, reference))
        census.kept += 1
      }
      // By row, while the facts are still listed for the rows they were listed with.
      if facts.isListedByRow {
        census.readByRow += 1
        for (row, identifier) in rowOrder.enumerated()
        where facts.listedFacts(atRow: row, rowCount: rowOrder.count) != reference[identifier] {
          return "step \(step): row \(row) (\(identifier)) reads "
            + "\(String(describing: facts.listedFacts(atRow: row, rowCount: rowOrder.count))), "
            + "expected \(String(describing: reference[identifier]))"
        }
      }
      if let failure = difference(facts, reference) { return "step \(step): \(failure)" }
      for (index, copy) in copies.enumerated() {
        if let failure = difference(copy.facts, copy.reference) {
          return "step \(step), copy \(index): \(failure)"
        }
      }
    }
    return nil
  }
}
