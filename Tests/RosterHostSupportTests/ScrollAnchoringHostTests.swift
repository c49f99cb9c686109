import Foundation
import Roster
@_spi(Testing) import RosterHostSupport
import Testing

/// The anchoring glue every host shares, run against a column of rows 10 tall in a viewport 30
/// tall that records where it is moved: the hooks a host may answer itself (a preferred item,
/// its own search for the item after a change) and the item restored apart from the end, as
/// the terminal restores them around its cursor.
@Suite("ScrollAnchoringHost: a preferred item, the host's own search, the end restored last")
@MainActor
struct ScrollAnchoringHostTests {
  @Test("a preferred item in view anchors the list; without one, the first visible item does")
  func preferred() {
    let host = RecordingAnchoringHost(rows: (0..<10).map(String.init), offset: 25)
    #expect(host.scrollAnchor()?.item?.identifier == "2")
    host.preferred = IndexPath(item: 4, section: 0)
    #expect(host.scrollAnchor()?.item?.identifier == "4")
  }

  @Test("kept at its end: the item alone first, then the end; in one go, straight to the end")
  func itemThenEnd() throws {
    let host = RecordingAnchoringHost(rows: (0..<10).map(String.init), offset: 70)
    host.scrollAnchorKeeper.mode = .end
    let anchor = try #require(host.scrollAnchor())
    #expect(anchor.isAtEnd)
    // A row arrives above the anchored one and three after the end: the item moves down 10.
    host.show(rows: ["a"] + (0..<10).map(String.init) + ["x", "y", "z"])
    host.restore(anchor, keepingEnd: false)
    #expect(host.moves == [80])
    #expect(host.searched == ["7"], "the host's own search finds the item")
    host.restoreEnd(of: anchor)
    #expect(host.moves == [80, 110])

    let again = RecordingAnchoringHost(rows: (0..<10).map(String.init), offset: 70)
    again.scrollAnchorKeeper.mode = .end
    let anchorAgain = again.scrollAnchor()
    again.show(rows: ["a"] + (0..<10).map(String.init) + ["x", "y", "z"])
    again.restore(anchorAgain)
    #expect(again.moves == [110])
  }
}

/// A model with no cell: a row of the recording host.
private struct Row: CellModel, Equatable {
  let identifier: String
  var cellType: any ListCell.Type { BlankCell.self }
}

/// One section of rows 10 tall, scrolled to an offset; records every move of the offset and
/// every search for an anchored item.
@MainActor
private final class RecordingAnchoringHost: ScrollAnchoringHost {
  var dataSource: (any ListDataSource)?
  private let source = SnapshotSource()
  var scrollAnchorKeeper = ScrollAnchorKeeper()
  var preferred: IndexPath?
  var moves: [CGFloat] = []
  var searched: [String] = []
  private var offset: CGFloat
  private static let rowHeight: CGFloat = 10

  init(rows: [String], offset: CGFloat) {
    self.offset = offset
    dataSource = source
    show(rows: rows)
  }

  /// Shows `rows` from now on, as a batch's data swap does.
  func show(rows: [String]) {
    source.snapshot = ListSnapshot(sections: [
      Section(cellModels: rows.map(Row.init(identifier:)), identifier: "rows")
    ])
  }

  private var rowCount: Int { source.snapshot.sections.first?.cellModels.count ?? 0 }

  private func frame(_ indexPath: IndexPath) -> CGRect? {
    guard indexPath.section == 0, (0..<rowCount).contains(indexPath.item) else { return nil }
    return CGRect(
      x: 0, y: CGFloat(indexPath.item) * Self.rowHeight, width: 100, height: Self.rowHeight)
  }

  var scrollAxis: ScrollDirection { .vertical }
  var anchoredOffset: CGFloat? { offset }
  var viewportLength: CGFloat { 30 }
  var readsBackward: Bool { false }
  var clampsItsOwnOffset: Bool { false }

  func anchorCandidates() -> (items: [(IndexPath, CGRect)], contentLength: CGFloat) {
    let items = (0..<rowCount).compactMap { item -> (IndexPath, CGRect)? in
      let path = IndexPath(item: item, section: 0)
      guard let frame = frame(path), frame.maxY > offset, frame.minY < offset + viewportLength
      else { return nil }
      return (path, frame)
    }
    return (items, CGFloat(rowCount) * Self.rowHeight)
  }

  func preferredAnchorCandidate() -> (IndexPath, CGRect)? {
    preferred.flatMap { path in frame(path).map { (path, $0) } }
  }

  func indexPathOfAnchor(_ identifier: String, near old: IndexPath) -> IndexPath? {
    searched.append(identifier)
    return source.snapshot.indexPath(forIdentifier: identifier)
  }

  func anchoringLayout() -> AnchoringLayout {
    AnchoringLayout(contentLength: CGFloat(rowCount) * Self.rowHeight) { [unowned self] in
      frame($0)
    }
  }

  func moveAnchoredOffset(to offset: CGFloat) {
    moves.append(offset)
    self.offset = offset
  }

  var isOnScreen: Bool { true }
  var containerSize: CGSize { CGSize(width: 100, height: viewportLength) }
  var indexPathsForVisibleItems: [IndexPath] { anchorCandidates().items.map(\.0) }
  let cellRegistry = CellRegistry()
  func register(cellType: any ListCell.Type) {}
  func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    updateData()
    completion(true)
  }
  func reloadData(updateData: () -> Void) { updateData() }
  func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize { .zero }
  func scroll(to indexPath: IndexPath, animated: Bool) {}
}
