import Foundation
import RosterTerminalCells
import Testing

@Suite("The catalogue's cells for a screen reader: words, not drawings")
@MainActor
struct ScreenReaderTests {
  @Test("a skeleton says Loading, rules and gaps are silent, a title says its title and detail")
  func catalogue() async {
    let fixture = CatalogueFixture(width: 100, height: 12)
    let models: [any CellModel] = [
      SkeletonCellModel(identifier: "skeleton", lineCount: 2),
      SeparatorCellModel(identifier: "rule"),
      SpacerCellModel(identifier: "gap"),
      SectionTitleCellModel(
        identifier: "title", title: "Posts", detail: "24", showsSeparator: true),
      ToggleCellModel(identifier: "toggle", title: "Notifications", isOn: false) { _, _ in },
      SkeletonCellModel(identifier: "custom", accessibilityLabel: "Loading posts"),
    ]
    await fixture.show(models)
    let listView = fixture.listView
    let spoken = (0..<models.count).map {
      listView.spokenText(forItemAt: IndexPath(item: $0, section: 0))
    }
    #expect(spoken[0] == "Loading")
    #expect(spoken[1] == "" && spoken[2] == "")
    #expect(spoken[3] == "Posts, 24")
    #expect(spoken[5] == "Loading posts")
    // No line is wider than its words: no padding, no run of drawn glyphs.
    for text in spoken.compactMap({ $0 }) {
      #expect(
        !text.contains("  ") && !text.contains(where: TerminalListView.isDrawnGlyph), "\(text)")
    }
    #expect(spoken[4]?.hasPrefix("Notifications") == true)
    listView.select(IndexPath(item: 0, section: 0))
    #expect(listView.spokenSelection == "Loading, 1 of 6")
  }
}
