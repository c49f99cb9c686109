import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// Random app updates, transactions, section providers' updates and animation ends
/// interleaved with filter changes (set, extended by a character, cleared) on the simulated
/// host, against a reference that filters plain arrays with its own folding: whenever the host
/// settles it shows the reference's filter of the state the app last asked for; every batch is
/// legal; ``requestedSections`` is that state, unfiltered; and clearing the filter shows
/// exactly it.
@MainActor
@Suite("Filtering: random updates interleaved with filter changes")
struct FilteringPropertyTests {
  /// An item of the reference state.
  struct Item {
    var identifier: String
    var text: String
  }

  /// Words with case and diacritics that fold together ("Café", "CAFE", "cafe").
  static let words = [
    "Café", "cafe", "CAFÉ", "lait", "Lait", "noir", "Thé", "the", "crème",
    "Creme", "pie", "Été",
  ]
  static let queries = [
    "caf", "CAFE", "é", "lait", "th", "THE", "ème", "pie", "a", "e",
    "caf lait", "x", "  ", "été", "noir pie", "E T",
  ]

  /// What the runs exercised.
  struct Census {
    var updates = 0
    var updatesWhileFiltered = 0
    var filterChanges = 0
    var clears = 0
    var checks = 0
    var checksHidingItems = 0
    var fuzzyChecks = 0
  }

  @Test("the host shows the reference's filter of the last requested state, every batch legal")
  func updatesAndFilters() async {
    await propertyCheck(count: propertyCases(3_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census = Census()
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test("section providers' updates are filtered too, each in its own slice")
  func providersAndFilters() async {
    await propertyCheck(count: propertyCases(1_500), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      let failure = Self.runProviders(seed: UInt64(seed))
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test(
    "the runs update while filtered, change and clear filters, and hide items often",
    .enabled(if: checksCensus))
  func coverage() {
    var census = Census()
    for seed in 0..<1_000 { _ = Self.run(seed: UInt64(seed), census: &census) }
    // Of 1,000 runs: 5,304 updates, 2,356 of them while filtered, 3,914 filter changes,
    // 1,318 clears, 4,497 checks of which 1,742 with items hidden.
    #expect(census.updatesWhileFiltered > 1_500)
    #expect(census.filterChanges > 3_000)
    #expect(census.clears > 1_000)
    #expect(census.checksHidingItems > 1_200)
    #expect(census.fuzzyChecks > 500)
  }

  /// The reference's folding, written out for the alphabet's characters: ASCII upper case to
  /// lower case, every accented e to e.
  static func referenceFolded(_ text: String) -> String {
    let upper = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let lower = Array("abcdefghijklmnopqrstuvwxyz")
    return String(
      text.map { character -> Character in
        switch character {
        case "é", "É", "è", "È", "ê": return "e"
        default:
          guard let index = upper.firstIndex(of: character) else { return character }
          return lower[index]
        }
      })
  }

  /// The reference filter: items whose folded text contains every folded term; every
  /// section kept.
  static func referenceFilter(
    _ state: [(id: String, items: [Item])], query: String?,
    matching: ItemFilter.Matching = .allTerms
  )
    -> [(id: String, items: [Item])]
  {
    if matching == .fuzzy, let query, query.contains(where: { $0 != " " }) {
      return state.map { ($0.id, FuzzyReference.ranked($0.items, query: query, text: \.text)) }
    }
    let terms = (query ?? "").split(separator: " ").map { referenceFolded(String($0)) }
    guard !terms.isEmpty else { return state }
    return state.map { section in
      (
        section.id,
        section.items.filter { item in
          let text = referenceFolded(item.text)
          return terms.allSatisfy { text.contains($0) }
        }
      )
    }
  }

  static func sections(_ state: [(id: String, items: [Item])]) -> [Section] {
    state.map { section in
      Section(
        cellModels: section.items.map { TextModel(identifier: $0.identifier, text: $0.text) },
        identifier: section.id)
    }
  }

  static func rendered(_ state: [(id: String, items: [Item])]) -> [String] {
    state.map { "\($0.id)[" + $0.items.map(\.identifier).joined(separator: " ") + "]" }
  }

  /// One run of three section providers, each updating its own sections, interleaved with
  /// filter changes; the first broken expectation, or `nil`.
  static func runProviders(seed: UInt64) -> String? {
    var mixer = Mixer(state: seed)
    let (host, container) = makeContainer()
    container.controller.diagnosticHandler = { _ in }
    var next = 0
    func newItem() -> Item {
      next += 1
      let text = (0...mixer.next(2)).map { _ in words[mixer.next(words.count)] }
      return Item(identifier: "i\(next)", text: text.joined(separator: " "))
    }
    // Each provider's state: its sections, named after it.
    var states: [[(id: String, items: [Item])]] = (0..<3).map { provider in
      (0..<(1 + mixer.next(2))).map { section in
        ("p\(provider)s\(section)", (0..<mixer.next(5)).map { _ in newItem() })
      }
    }
    let providers = states.enumerated().map { index, state in
      RecordingProvider("p\(index)", initialSections: sections(state))
    }
    container.setProviders(providers, animated: false)
    var query: String?
    for step in 0..<(1 + mixer.next(25)) {
      switch mixer.next(8) {
      case 0, 1, 2:
        let provider = mixer.next(states.count)
        for _ in 0..<(1 + mixer.next(3)) {
          let section = mixer.next(states[provider].count)
          let count = states[provider][section].items.count
          switch mixer.next(3) {
          case 0:
            let item = newItem()
            states[provider][section].items.insert(item, at: mixer.next(count + 1))
          case 1 where count > 0:
            states[provider][section].items.remove(at: mixer.next(count))
          default:
            if count > 0 {
              let word = words[mixer.next(words.count)]
              states[provider][section].items[mixer.next(count)].text = word
            }
          }
        }
        guard let context = providers[provider].context else { return "no context" }
        context.update(
          with: sections(states[provider]), animated: mixer.next(4) != 0, completion: nil)
      case 3, 4:
        query = mixer.next(4) == 0 ? nil : queries[mixer.next(queries.count)]
        container.controller.filterItems(matching: query, animated: mixer.next(4) != 0)
      case 5:
        host.finishAnimations()
      default:
        host.settle()
        let state = states.flatMap { $0 }
        if let error = host.errors.first { return "step \(step): rejected batch \(error)" }
        let expected = rendered(referenceFilter(state, query: query))
        guard host.shownIdentifiers == expected else {
          return "step \(step): shows \(host.shownIdentifiers), expected \(expected)"
        }
        guard identifiers(container.controller.requestedSections) == rendered(state) else {
          return "step \(step): requested \(identifiers(container.controller.requestedSections))"
        }
      }
    }
    container.controller.filterItems(matching: nil)
    host.settle()
    let state = states.flatMap { $0 }
    guard host.errors.isEmpty, host.shownIdentifiers == rendered(state) else {
      return "cleared: shows \(host.shownIdentifiers), expected \(rendered(state))"
    }
    return nil
  }

  /// One run; the first broken expectation, or `nil`.
  static func run(seed: UInt64, census: inout Census) -> String? {
    var mixer = Mixer(state: seed)
    let (host, controller) = makeController()
    controller.diagnosticHandler = { _ in }
    var next = 0
    func text() -> String {
      (0...mixer.next(2)).map { _ in words[mixer.next(words.count)] }.joined(separator: " ")
    }
    func newItem() -> Item {
      next += 1
      return Item(identifier: "i\(next)", text: text())
    }
    var state: [(id: String, items: [Item])] = (0..<(1 + mixer.next(4))).map { index in
      ("s\(index)", (0..<mixer.next(6)).map { _ in newItem() })
    }
    var sectionCount = state.count
    var query: String?
    var matching = ItemFilter.Matching.allTerms
    controller.update(with: sections(state), animated: false)

    func check(_ moment: String) -> String? {
      census.checks += 1
      if let error = host.errors.first { return "\(moment): rejected batch \(error)" }
      let expected = referenceFilter(state, query: query, matching: matching)
      if rendered(expected) != rendered(state) { census.checksHidingItems += 1 }
      if matching == .fuzzy, expected.contains(where: { !$0.items.isEmpty }) {
        census.fuzzyChecks += 1
      }
      guard host.shownIdentifiers == rendered(expected) else {
        return "\(moment): shows \(host.shownIdentifiers), expected \(rendered(expected))"
          + " for \(query ?? "nil") of \(state.map { ($0.id, $0.items.map(\.text)) })"
      }
      let shownTexts = controller.sections.flatMap(\.cellModels).map { ($0 as? TextModel)?.text }
      guard shownTexts == expected.flatMap(\.items).map(\.text) else {
        return "\(moment): shows stale contents \(shownTexts)"
      }
      guard identifiers(controller.requestedSections) == rendered(state) else {
        return "\(moment): requested \(identifiers(controller.requestedSections))"
      }
      return nil
    }

    /// A random edit of the reference state: items inserted, deleted, moved across sections,
    /// given new text; sometimes a section added or removed.
    func edit() {
      for _ in 0..<(1 + mixer.next(4)) {
        guard !state.isEmpty else {
          state.append(("s\(sectionCount)", []))
          sectionCount += 1
          continue
        }
        let section = mixer.next(state.count)
        let count = state[section].items.count
        switch mixer.next(7) {
        case 0, 1:
          let item = newItem()
          state[section].items.insert(item, at: mixer.next(count + 1))
        case 2 where count > 0:
          state[section].items.remove(at: mixer.next(count))
        case 3 where count > 0:
          let item = state[section].items.remove(at: mixer.next(count))
          let target = mixer.next(state.count)
          state[target].items.insert(item, at: mixer.next(state[target].items.count + 1))
        case 4 where count > 0:
          let newText = text()
          state[section].items[mixer.next(count)].text = newText
        case 5:
          let item = newItem()
          state.insert(("s\(sectionCount)", [item]), at: mixer.next(state.count + 1))
          sectionCount += 1
        case 6 where state.count > 1:
          state.remove(at: section)
        default:
          break
        }
      }
    }

    for step in 0..<(1 + mixer.next(30)) {
      switch mixer.next(13) {
      case 0, 1, 2:
        edit()
        census.updates += 1
        if ItemFilter(query: query ?? "").isEmpty == false { census.updatesWhileFiltered += 1 }
        controller.update(with: sections(state), animated: mixer.next(4) != 0)
      case 3:
        // A transaction edits the requested state, which must be the unfiltered one.
        let all = state.flatMap(\.items)
        guard !all.isEmpty else { continue }
        let removed = all[mixer.next(all.count)].identifier
        for index in state.indices { state[index].items.removeAll { $0.identifier == removed } }
        do {
          try controller.modify(animated: mixer.next(2) == 0) { list in
            _ = try list.remove(id: removed)
          }
        } catch {
          return "step \(step): transaction failed: \(error)"
        }
        census.updates += 1
      case 4, 5:
        query = queries[mixer.next(queries.count)]
        census.filterChanges += 1
        controller.filterItems(matching: query, animated: mixer.next(4) != 0)
      case 6:
        let extra = Array("aeiltc é")[mixer.next(8)]
        query = (query ?? "") + String(extra)
        census.filterChanges += 1
        controller.filterItems(matching: query, animated: mixer.next(4) != 0)
      case 7:
        query = nil
        census.clears += 1
        controller.filterItems(matching: nil, animated: mixer.next(4) != 0)
      case 8, 9:
        host.finishAnimations()
      case 10:
        matching = matching == .fuzzy ? .allTerms : .fuzzy
        controller.filterMatching = matching
      default:
        host.settle()
        if let failure = check("step \(step)") { return failure }
      }
    }
    host.settle()
    if let failure = check("end") { return failure }
    query = nil
    controller.filterQuery = nil
    host.settle()
    if let failure = check("cleared") { return failure }
    guard host.shownIdentifiers == rendered(state) else { return "cleared: not the whole state" }
    return nil
  }
}
