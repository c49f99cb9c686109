import Foundation
import PropertyBased
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// Scroll anchoring on the simulated host, through its public API: once a test scrolls the
/// list, batches and reloads keep the first visible item where it was, or a list at its end at
/// its end, as the other hosts do. Rows are measured by the host: 44 points along the axis.
@MainActor
@Suite("SimulatedListHost: scroll anchoring")
struct SimulatedScrollAnchoringTests {
  let host = SimulatedListHost(containerSize: CGSize(width: 320, height: 440))
  let controller: ListController<SimulatedListHost>
  /// The offsets the controller heard, along the list's axis.
  private let scrolls = ScrollOffsetLog()

  init() {
    controller = ListController(host: host)
    controller.didScrollAction = { [scrolls] point in
      scrolls.offsets.append(point.x == 0 ? point.y : point.x)
    }
  }

  static func feed(_ identifiers: [String]) -> [Section] {
    [Section(cellModels: identifiers.map(Row.init), identifier: "feed")]
  }

  static func posts(_ range: Range<Int>) -> [String] { range.map { "p\($0)" } }

  @Test("a list never scrolled has no offset, and is never laid out to keep one")
  func neverScrolled() async {
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<50)))
    await controller.updateAndWait(with: Self.feed(["new"] + Self.posts(0..<50)))
    #expect(host.contentOffset == nil)
    #expect(host.measuredIdentifiers.isEmpty)
    #expect(scrolls.offsets.isEmpty)
    #expect(host.scrollAnchoring == .firstVisibleItem)
  }

  @Test("items inserted and deleted above the viewport leave the first visible item in place")
  func changesAboveKeepTheFirstVisibleItem() async {
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<50)))
    host.scroll(toOffset: 462)  // p10 (440..<484) shows its lower half at the top
    #expect(host.contentOffset == 462)
    await controller.updateAndWait(with: Self.feed(["n0", "n1", "n2"] + Self.posts(0..<50)))
    #expect(host.contentOffset == 594)  // p10 at 572: 22 points above the top again
    await controller.updateAndWait(with: Self.feed(["n0", "n1", "n2"] + Self.posts(5..<50)))
    #expect(host.contentOffset == 374)
    await controller.updateAndWait(with: Self.feed(["n0", "n1", "n2"] + Self.posts(5..<60)))
    #expect(host.contentOffset == 374, "items after the viewport move nothing")
    #expect(scrolls.offsets == [462, 594, 374])
    #expect(host.errors.isEmpty)
  }

  @Test("at offset 0 too, items inserted first arrive above the first visible item")
  func changesAboveTheTop() async {
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<50)))
    host.scroll(toOffset: 0)
    #expect(host.contentOffset == 0)
    await controller.updateAndWait(with: Self.feed(["n0", "n1", "n2"] + Self.posts(0..<50)))
    #expect(host.contentOffset == 132, "p0 at the top still; the new items above it")
    await controller.updateAndWait(with: Self.feed(["n0", "n1", "n2"] + Self.posts(1..<50)))
    #expect(host.contentOffset == 132, "p0 deleted: the offset stays")
    #expect(host.errors.isEmpty)
  }

  @Test("a list too short to scroll the new items out of view scrolls as far as it can")
  func changesAboveAShortList() async {
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<8)))
    host.scroll(toOffset: 0)
    await controller.updateAndWait(with: Self.feed(["n0", "n1"] + Self.posts(0..<8)))
    #expect(host.contentOffset == 0, "10 rows of 44 fill the 440 points: nothing to scroll")
    await controller.updateAndWait(with: Self.feed(["n2", "n3", "n0", "n1"] + Self.posts(0..<8)))
    #expect(host.contentOffset == 88, "the screen full, n0 keeps its place")
    host.scroll(toOffset: 0)
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<4)))
    await controller.updateAndWait(with: Self.feed(Self.posts(10..<18) + Self.posts(0..<4)))
    #expect(host.contentOffset == 88, "12 rows of 44 in 440 points scroll 88 at most, not 352")
  }

  @Test("a reload keeps the first visible item in place too")
  func reloadKeepsThePlace() async {
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<50)))
    host.scroll(toOffset: 440)
    host.isOnScreen = false
    let reloads = host.reloadCount
    await controller.updateAndWait(with: Self.feed(["n0"] + Self.posts(0..<50)))
    #expect(host.reloadCount == reloads + 1)
    #expect(host.contentOffset == 484)
  }

  @Test("when the first visible item goes, the offset stays, clamped to the content")
  func anchorGone() async {
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<50)))
    host.scroll(toOffset: 440)
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<10) + Self.posts(11..<50)))
    #expect(host.contentOffset == 440)
    host.scroll(toOffset: 1_000)
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<12)))
    #expect(host.contentOffset == 88, "12 rows of 44 in 440 points scroll 88 at most")
    host.scroll(toOffset: -20)
    #expect(host.contentOffset == 0)
  }

  @Test("with .end, a list at its end stays there as items arrive; elsewhere it stays put")
  func endStaysAtTheEnd() async {
    host.scrollAnchoring = .end
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<20)))
    host.scroll(toOffset: .greatestFiniteMagnitude)
    #expect(host.contentOffset == 440)
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<23)))
    #expect(host.contentOffset == 572)
    host.scroll(toOffset: 500)
    await controller.updateAndWait(with: Self.feed(Self.posts(0..<25)))
    #expect(host.contentOffset == 500)
  }

  @Test("a horizontal list keeps its first visible item along x")
  func horizontal() async {
    host.scrollDirection = .horizontal
    host.containerSize = CGSize(width: 440, height: 320)
    await controller.updateAndWait(with: [
      Section(
        cellModels: Self.posts(0..<50).map(Row.init), identifier: "feed",
        constraints: Constraints(scrollDirection: .horizontal))
    ])
    host.scroll(toOffset: 440)
    await controller.updateAndWait(with: [
      Section(
        cellModels: (["n0", "n1"] + Self.posts(0..<50)).map(Row.init), identifier: "feed",
        constraints: Constraints(scrollDirection: .horizontal))
    ])
    #expect(host.contentOffset == 528)
    #expect(scrolls.offsets == [440, 528])
  }

  @Test(
    "read right to left, a horizontal list keeps its place counted from its right end, and its end at the left"
  )
  func horizontalRightToLeft() async {
    host.scrollDirection = .horizontal
    host.layoutDirection = .rightToLeft
    host.containerSize = CGSize(width: 440, height: 320)
    func feed(_ identifiers: [String]) -> [Section] {
      [
        Section(
          cellModels: identifiers.map(Row.init), identifier: "feed",
          constraints: Constraints(scrollDirection: .horizontal))
      ]
    }
    // Fifty posts of 44 points: 2,200 wide, at its start at 1,760.
    await controller.updateAndWait(with: feed(Self.posts(0..<50)))
    host.scroll(toOffset: 1_760)
    #expect(scrolls.offsets.isEmpty, "a list never scrolled is at its start")
    // Read on by ten posts: p10 is first in view, at the right edge.
    host.scroll(toOffset: 1_320)
    // Two posts arrive at the start (the right), two at the end (the left): p10 stays put.
    await controller.updateAndWait(with: feed(["n0", "n1"] + Self.posts(0..<50) + ["o0", "o1"]))
    #expect(host.contentOffset == 1_408)
    // The posts in view go: what was read from the start is kept, 440 + 88 points.
    await controller.updateAndWait(with: feed(["n0", "n1"] + Self.posts(0..<10)))
    #expect(host.contentOffset == 0)
    // p0, first in view at the right edge, stays there as posts arrive at the end.
    await controller.updateAndWait(with: feed(["n0", "n1"] + Self.posts(0..<30)))
    #expect(host.contentOffset == 880)
    host.scroll(toOffset: 500)
    await controller.updateAndWait(
      with: feed(["n0", "n1"] + Self.posts(0..<10) + Self.posts(20..<30)))
    #expect(host.contentOffset == 60)
    // At its end (the left) with end anchoring, it stays at 0 as posts arrive there.
    host.scrollAnchoring = .end
    host.scroll(toOffset: 0)
    await controller.updateAndWait(with: feed(["n0", "n1"] + Self.posts(0..<40)))
    #expect(host.contentOffset == 0)
    #expect(scrolls.offsets == [1_320, 1_408, 0, 880, 500, 60, 0])
  }

  @Test("random inserts and deletes above the first visible row never move it on screen")
  func randomChangesAbove() {
    checkSeededCases(300, seed: 4029, from: Gen.int(in: 0...(1 << 30)).array(of: 1...30)) {
      raw in
      var source = RawSource(raw)
      let host = SimulatedListHost(containerSize: CGSize(width: 320, height: 440))
      let controller = ListController(host: host)
      var items = Self.posts(0..<40)
      controller.update(with: Self.feed(items), animated: false)
      host.settle()
      host.scroll(toOffset: CGFloat(source.next(40 * 44)))
      var serial = 0
      for step in 0..<(1 + source.next(5)) {
        guard let offset = host.contentOffset else { return .failed("not scrolled") }
        // From the fixture's arithmetic alone: rows are 44 points, one after another.
        let first = Int(offset / 44)
        guard items.indices.contains(first) else { return .skipped }
        let anchor = items[first]
        let distance = CGFloat(first * 44) - offset
        for _ in 0..<(1 + source.next(4)) {
          guard let index = items.firstIndex(of: anchor), index > 0 else { break }
          let position = source.next(index)
          if source.next(2) == 0 {
            serial += 1
            items.insert("new\(serial)", at: position)
          } else {
            items.remove(at: position)
          }
        }
        controller.update(with: Self.feed(items), animated: step % 2 == 0)
        host.settle()
        guard let row = items.firstIndex(of: anchor), let now = host.contentOffset else {
          return .failed("\(anchor) is gone")
        }
        let maximum = max(0, CGFloat(items.count * 44) - 440)
        let wanted = CGFloat(row * 44) - distance
        guard wanted >= 0, wanted <= maximum else { continue }
        guard CGFloat(row * 44) - now == distance else {
          return .failed(
            "\(anchor) at step \(step): \(distance) from the top, now \(CGFloat(row * 44) - now)")
        }
      }
      return host.errors.isEmpty ? .passed : .failed("\(host.errors)")
    }
  }
}

@MainActor
private final class ScrollOffsetLog {
  var offsets: [CGFloat] = []
}

private final class RowCell: TypedListCell {
  func bind(model: Row, sizing: Bool) {}
}

/// A row the host measures.
private struct Row: TypedCellModel, Equatable {
  typealias CellType = RowCell
  var identifier: String

  init(_ identifier: String) {
    self.identifier = identifier
  }
}
