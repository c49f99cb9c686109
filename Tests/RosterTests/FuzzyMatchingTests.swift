import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// The fuzzy filter's matching and ranking against a reference that tries every alignment.
@MainActor
@Suite("Fuzzy matching: found and ranked as every alignment says")
struct FuzzyMatchingTests {
  /// Short texts over few characters, so that patterns align in many ways.
  static let cases = zip(Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...5))

  static func text(_ mixer: inout Mixer, length: Int, alphabet: String) -> String {
    let characters = Array(alphabet)
    return String((0..<length).map { _ in characters[mixer.next(characters.count)] })
  }

  @Test("a text is found exactly when the reference finds an alignment, ranked by the best one")
  func ranksAsTheReference() async {
    await propertyCheck(count: propertyCases(3_000), input: Self.cases) { seed, patternLength in
      var mixer = Mixer(state: UInt64(seed))
      let text = Self.text(&mixer, length: mixer.next(14), alphabet: "abAB c-é")
      let query = Self.text(&mixer, length: patternLength, alphabet: "abc é")
      let filter = ItemFilter(query: query, matching: .fuzzy)
      let expected = FuzzyReference.score(query: query, text: text)
      #expect(filter.rank(of: text) == expected, "\(query) in \(text)")
      #expect(filter.matches(text: text) == (expected != nil), "\(query) in \(text)")
    }
  }

  @Test("the highlighted characters spell the query and score the best rank")
  func highlightsTheBestAlignment() async {
    await propertyCheck(count: propertyCases(2_000), input: Self.cases) { seed, patternLength in
      var mixer = Mixer(state: UInt64(seed))
      let text = Self.text(&mixer, length: mixer.next(14), alphabet: "ab c-")
      let query = Self.text(&mixer, length: max(1, patternLength), alphabet: "abc")
      let filter = ItemFilter(query: query, matching: .fuzzy)
      let ranges = filter.matchedRanges(inFolded: text)
      guard let best = FuzzyReference.score(query: query, text: text) else {
        #expect(ranges.isEmpty)
        return
      }
      let positions = ranges.map { text.distance(from: text.startIndex, to: $0.lowerBound) }
      #expect(String(ranges.map { text[$0] }.joined()) == query.filter { $0 != " " })
      #expect(FuzzyReference.score(of: positions, in: Array(text)) == best, "\(query) \(text)")
    }
  }

  @Test("word starts rank above a run inside a word; ties keep the list's order")
  func ranking() {
    let (host, controller) = makeController()
    let texts = [
      "uncapped", "recipe", "New Collection Picker", "nice cup", "unc apped", "uncapped",
    ]
    controller.update(
      with: [
        Section(
          cellModels: texts.enumerated().map { TextModel(identifier: "i\($0)", text: $1) },
          identifier: "s")
      ], animated: false)
    controller.filterMatching = .fuzzy
    controller.filterItems(matching: "ncp", animated: false)
    host.settle()
    // 71, 67, 54, 54, 53: see `FuzzyReference.score(of:in:)`.
    #expect(host.shownIdentifiers == ["s[i2 i3 i0 i5 i4]"])
    controller.filterMatching = .allTerms
    host.settle()
    #expect(host.shownIdentifiers == ["s[]"])
    controller.filterItems(matching: "c", animated: false)
    host.settle()
    #expect(host.shownIdentifiers == ["s[i0 i1 i2 i3 i4 i5]"])
  }

  @Test("a fuzzy query typed further is no refinement of an all-terms one, and the other way")
  func refinementKeepsTheMode() {
    let (host, controller) = makeController()
    controller.update(
      with: [
        Section(
          cellModels: [
            TextModel(identifier: "a", text: "a b c"), TextModel(identifier: "b", text: "abc"),
          ], identifier: "s")
      ], animated: false)
    controller.filterItems(matching: "ab", animated: false)
    host.settle()
    #expect(host.shownIdentifiers == ["s[b]"])
    controller.filterMatching = .fuzzy
    controller.filterItems(matching: "abc", animated: false)
    host.settle()
    // "a b c": three word starts; "abc": one, and a run.
    #expect(host.shownIdentifiers == ["s[a b]"])
  }
}

/// The fuzzy score by brute force: every way the query's characters occur in the text in order,
/// each scored by the rule written out, the best kept. Folding is the alphabets': lower case,
/// é, è and ê as e.
enum FuzzyReference {
  static func folded(_ text: String) -> [Character] {
    text.lowercased().map { "éèê".contains($0) ? "e" : $0 }
  }

  /// The best score of the query in the text, or `nil` when it does not occur in order.
  static func score(query: String, text: String) -> Int? {
    let pattern = folded(query).filter { $0 != " " }
    let characters = folded(text)
    guard !pattern.isEmpty else { return 0 }
    var best: Int?
    func extend(_ positions: [Int]) {
      if positions.count == pattern.count {
        let score = score(of: positions, in: characters)
        best = max(best ?? score, score)
        return
      }
      let from = (positions.last ?? -1) + 1
      for position in from..<characters.count where characters[position] == pattern[positions.count]
      {
        extend(positions + [position])
      }
    }
    extend([])
    return best
  }

  /// What one alignment scores: 16 a character, 12 more at a word start, 8 more right after
  /// the previous one, 1 less per character skipped between two, and 1 less per character
  /// before the first, at most 8.
  static func score(of positions: [Int], in text: [Character]) -> Int {
    var score = 0
    for (index, position) in positions.enumerated() {
      score += 16
      if position == 0 || !(text[position - 1].isLetter || text[position - 1].isNumber) {
        score += 12
      }
      if index == 0 {
        score -= min(position, 8)
      } else if position == positions[index - 1] + 1 {
        score += 8
      } else {
        score -= position - positions[index - 1] - 1
      }
    }
    return score
  }

  /// The items whose text holds the query's characters in order, best first, ties in order.
  static func ranked<Item>(_ items: [Item], query: String, text: (Item) -> String) -> [Item] {
    let scored = items.enumerated().compactMap { offset, item in
      score(query: query, text: text(item)).map { (offset, $0, item) }
    }
    return scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.2)
  }
}
