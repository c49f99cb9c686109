import Foundation
import Roster
import RosterTesting
import Testing

/// A filter over an outline: matches inside collapsed nodes show with their ancestors,
/// expanded for the filter only, and clearing it shows the expansion the user had.
@MainActor
@Suite("Outline: a filter finds matches inside collapsed nodes, for the filter only")
struct OutlineFilterTests {
  static func node(
    _ identifier: String, _ text: String = "", isExpanded: Bool = false,
    children: [OutlineItem] = []
  ) -> OutlineItem {
    OutlineItem(
      TextModel(identifier: identifier, text: text), isExpanded: isExpanded, children: children)
  }

  /// `a` (open) with `a1` and `a2` (closed, with `a21` "needle"), `b` with `b1`, `c` "needle".
  static let tree = [
    node(
      "a", isExpanded: true, children: [node("a1"), node("a2", children: [node("a21", "needle")])]),
    node("b", children: [node("b1", "hay")]),
    node("c", "needle"),
  ]

  @Test("matches inside collapsed nodes show with their ancestors; clearing restores")
  func matchesWithAncestors() throws {
    let (host, controller, _) = OutlineTests.showing(Self.tree)
    #expect(host.shownIdentifiers == ["s[a a1 a2 b c]"])
    controller.filterItems(matching: "needle")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a2 a21 c]"])
    // Two items match; their ancestors show as context and are not counted.
    #expect(controller.filterMatchCount == 2)
    // The ancestors show expanded for the filter; the user's expansion is untouched.
    let a2 = try #require(controller.snapshot.outlineRow(at: IndexPath(item: 1, section: 0)))
    #expect(a2.isExpanded && a2.level == 1 && a2.parentIdentifier == "a")
    #expect(controller.snapshot.outlineRow(at: IndexPath(item: 2, section: 0))?.level == 2)
    #expect(controller.snapshot.outlineRow(at: IndexPath(item: 3, section: 0))?.isExpanded == false)
    #expect(controller.expandedOutlineItems == ["a"])
    controller.filterItems(matching: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 b c]"])
    #expect(controller.filterMatchCount == nil)
    #expect(host.errors.isEmpty)
  }

  @Test("a matching node shows without its children unless they match")
  func matchingParent() {
    let (host, controller, _) = OutlineTests.showing([
      Self.node(
        "p", "needle", isExpanded: true, children: [Self.node("q"), Self.node("r", "needle")])
    ])
    controller.filterItems(matching: "needle")
    host.settle()
    #expect(host.shownIdentifiers == ["s[p r]"])
    #expect(controller.filterMatchCount == 2)
    controller.filterItems(matching: "nothing")
    host.settle()
    #expect(host.shownIdentifiers == ["s[]"])
    #expect(controller.filterMatchCount == 0)
  }

  @Test("expanding and collapsing while filtering change the expansion shown afterwards")
  func callsWhileFiltering() {
    let (host, controller, _) = OutlineTests.showing(Self.tree)
    var heard: [OutlineExpansionChange] = []
    controller.outlineExpansionChangeHandler = { heard.append($0) }
    controller.filterItems(matching: "needle")
    controller.expand("b")
    controller.collapse("a")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a2 a21 c]"])
    #expect(heard.map(\.expanded) == [["b"], []])
    #expect(heard.map(\.collapsed) == [[], ["a"]])
    controller.filterItems(matching: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b b1 c]"])
    #expect(host.errors.isEmpty)
  }

  @Test("typing further narrows the matches and keeps their ancestors")
  func refiningQuery() {
    let (host, controller, _) = OutlineTests.showing([
      Self.node("a", children: [Self.node("a1", "needle one"), Self.node("a2", "needle two")]),
      Self.node("b", "needle"),
    ])
    controller.filterItems(matching: "needle")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 b]"])
    controller.filterItems(matching: "needle t")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a2]"])
    controller.filterItems(matching: "needle tw")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a2]"])
    controller.filterItems(matching: nil)
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b]"])
  }
}
