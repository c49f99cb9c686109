import Foundation
import PropertyBased
@_spi(Testing) import RosterHostSupport
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// `ScrollAnchorKeeper` against a list the test lays out itself: items of random lengths in
/// rows of one to three (a row's items start together), along either axis, scrolled anywhere,
/// then changed by random inserts and deletes above, in and below the viewport (the anchor
/// itself among them), sometimes with a new viewport length. The kept item is the one the
/// reference picks (the preferred item while it is in view, else the first in reading order in
/// view); when it survives it is at the same place on screen wherever the content allows it,
/// and pinned to the nearest bound where it does not; when it is gone the offset is left
/// alone; a list at its end with `.end` is at its new end; every offset is within the content.
/// A horizontal list may read backward (right to left): the keeper is then given the mirror
/// image of the same list and must answer the mirror image of the same offsets, except that an
/// item gone or none in view leaves the place counted from the list's start (its right end).
@Suite("ScrollAnchorKeeper: what the user sees stays put, within the content")
struct ScrollAnchorKeeperPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...60)

  /// One item of the reference list.
  struct Item {
    var identifier: String
    var length: CGFloat
  }

  /// The reference layout: items in rows of `columns`, in order; a row is as long as its
  /// longest item, rows `spacing` apart, and a row's items start at its start, 100 apart across
  /// the axis.
  struct Layout {
    var frames: [CGRect] = []
    var contentLength: CGFloat = 0

    init(_ items: [Item], axis: ScrollDirection, columns: Int, spacing: CGFloat) {
      var rowStart: CGFloat = 0
      for row in stride(from: 0, to: items.count, by: columns) {
        let rowItems = items[row..<min(row + columns, items.count)]
        for (column, item) in rowItems.enumerated() {
          let across = CGFloat(column) * 100
          frames.append(
            axis == .vertical
              ? CGRect(x: across, y: rowStart, width: 100, height: item.length)
              : CGRect(x: rowStart, y: across, width: item.length, height: 100))
        }
        let rowLength = rowItems.map(\.length).max() ?? 0
        contentLength = rowStart + rowLength
        rowStart += rowLength + spacing
      }
    }
  }

  static let lengths: [CGFloat] = [0, 1, 12.5, 30, 44, 70, 150]
  static let viewportLengths: [CGFloat] = [1, 50, 100, 300, 1_000]

  /// One case before the change: the list the reference lays out, scrolled somewhere, and how
  /// the host shows it to the keeper; what is left of `source` decodes the rest of the case.
  struct Scene {
    var source: RawSource
    let axis: ScrollDirection
    let columns: Int
    let spacing: CGFloat
    let mode: ScrollAnchoring
    let readsBackward: Bool
    var serial = 0
    let old: [Item]
    let oldLayout: Layout
    let length: CGFloat
    let oldMaximum: CGFloat
    let offset: CGFloat

    init(_ raw: [Int]) {
      var source = RawSource(raw)
      axis = source.next(2) == 0 ? .vertical : .horizontal
      columns = 1 + source.next(3)
      spacing = CGFloat(source.next(3) * 4)
      mode = source.next(2) == 0 ? .firstVisibleItem : .end
      readsBackward = axis == .horizontal && source.next(2) == 0
      var serial = 0
      old = (0..<source.next(40)).map { _ in Self.newItem(&source, &serial) }
      self.serial = serial
      oldLayout = Layout(old, axis: axis, columns: columns, spacing: spacing)
      let viewportLengths = ScrollAnchorKeeperPropertyTests.viewportLengths
      length = viewportLengths[source.next(viewportLengths.count)]
      let oldMaximum = max(0, oldLayout.contentLength - length)
      self.oldMaximum = oldMaximum
      offset =
        switch source.next(5) {
        case 0: 0
        case 1: oldMaximum
        // Within the half point a scroll view's rounding may leave short of the end.
        case 2: max(0, oldMaximum - 0.25)
        default: oldMaximum * CGFloat(source.next(1_001)) / 1_000
        }
      self.source = source
    }

    /// A new item, of a random length, with an identifier no item of the case had.
    static func newItem(_ source: inout RawSource, _ serial: inout Int) -> Item {
      serial += 1
      let lengths = ScrollAnchorKeeperPropertyTests.lengths
      return Item(identifier: "i\(serial)", length: lengths[source.next(lengths.count)])
    }

    func range(_ frame: CGRect) -> (start: CGFloat, end: CGFloat) {
      axis == .vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
    }

    func inView(_ index: Int) -> Bool {
      let (start, end) = range(oldLayout.frames[index])
      return end > offset && start < offset + length
    }

    // What the host shows: the reference frames and offset themselves, or, read backward,
    // their mirror images about the content's width (the viewport's when it is wider).
    func shown(_ frame: CGRect, contentLength: CGFloat, viewportLength: CGFloat) -> CGRect {
      guard readsBackward else { return frame }
      let width = max(contentLength, viewportLength)
      return CGRect(
        x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    func shownOffset(_ offset: CGFloat, maximum: CGFloat) -> CGFloat {
      readsBackward ? maximum - offset : offset
    }

    func visibleItem(_ index: Int) -> ScrollAnchorKeeper.VisibleItem {
      ScrollAnchorKeeper.VisibleItem(
        identifier: old[index].identifier, indexPath: IndexPath(item: index, section: 0),
        frame: shown(
          oldLayout.frames[index], contentLength: oldLayout.contentLength,
          viewportLength: length))
    }

    var viewport: ScrollAnchorKeeper.Viewport {
      ScrollAnchorKeeper.Viewport(
        axis: axis, offset: shownOffset(offset, maximum: oldMaximum), length: length,
        contentLength: oldLayout.contentLength, readsBackward: readsBackward)
    }

    /// The change: inserts and deletes anywhere, half of them above the kept item.
    mutating func changedItems(keeping kept: Int?) -> [Item] {
      var new = old
      for _ in 0..<source.next(6) {
        let keptIndex = kept.flatMap { index in
          new.firstIndex { $0.identifier == old[index].identifier }
        }
        let bound = source.next(2) == 0 ? (keptIndex ?? new.count) : new.count
        if source.next(2) == 0 || new.isEmpty {
          new.insert(Self.newItem(&source, &serial), at: source.next(bound + 1))
        } else {
          new.remove(at: source.next(max(1, min(bound, new.count))))
        }
      }
      return new
    }
  }

  @Test("the kept item keeps its place on screen, a list at its end stays there, in bounds")
  func anchorKeepsItsPlace() {
    checkSeededCases(6_000, seed: 29, from: Self.raw) { raw in
      var scene = Scene(raw)
      let (old, offset) = (scene.old, scene.offset)
      let visible = old.indices.filter(scene.inView)
      // Read backward, the host lists the visible items as it finds them, right to left or not.
      let listed = scene.readsBackward && scene.source.next(2) == 0 ? visible.reversed() : visible
      let preferred =
        scene.source.next(3) == 0 && !old.isEmpty ? scene.source.next(old.count) : nil
      let anchor = ScrollAnchorKeeper(mode: scene.mode).anchor(
        in: scene.viewport, visibleItems: listed.map(scene.visibleItem),
        preferring: preferred.map(scene.visibleItem))

      // The reference: the preferred item while it is in view, else the first in reading
      // order of those in view; the end when scrolled (not at 0) to within half a point of it.
      let kept = preferred.flatMap { scene.inView($0) ? $0 : nil } ?? visible.first
      let wasAtEnd = scene.mode == .end && offset > 0 && offset >= scene.oldMaximum - 0.5
      guard let anchor else {
        return kept == nil && !wasAtEnd && !scene.readsBackward
          ? .passed : .failed("no anchor, but kept \(String(describing: kept)), end \(wasAtEnd)")
      }
      guard anchor.isAtEnd == wasAtEnd,
        anchor.item?.identifier == kept.map({ old[$0].identifier }),
        anchor.item?.indexPath == kept.map({ IndexPath(item: $0, section: 0) })
      else {
        return .failed("anchor \(anchor), kept \(String(describing: kept)), end \(wasAtEnd)")
      }

      let new = scene.changedItems(keeping: kept)
      let newLayout = Layout(new, axis: scene.axis, columns: scene.columns, spacing: scene.spacing)
      let newLength =
        scene.source.next(4) == 0
        ? Self.viewportLengths[scene.source.next(Self.viewportLengths.count)] : scene.length
      var hints: [IndexPath] = []
      let restoredAsShown = anchor.offset(
        viewportLength: newLength, contentLength: newLayout.contentLength
      ) {
        identifier, hint in
        hints.append(hint)
        return new.firstIndex { $0.identifier == identifier }.map {
          scene.shown(
            newLayout.frames[$0], contentLength: newLayout.contentLength,
            viewportLength: newLength)
        }
      }
      return Self.outcome(
        restoredAsShown, hints: hints, scene: scene, kept: kept, wasAtEnd: wasAtEnd, new: new,
        newLayout: newLayout, newMaximum: max(0, newLayout.contentLength - newLength))
    }
  }

  /// Checks the offset the anchor restored, `restoredAsShown`, after the change to `new`.
  static func outcome(
    _ restoredAsShown: CGFloat?, hints: [IndexPath], scene: Scene, kept: Int?, wasAtEnd: Bool,
    new: [Item], newLayout: Layout, newMaximum: CGFloat
  ) -> CaseOutcome {
    let (old, offset) = (scene.old, scene.offset)
    // Back in the reference's coordinates.
    let restored = restoredAsShown.map { scene.shownOffset($0, maximum: newMaximum) }
    // Read backward, the place counted from the start is kept when nothing else is.
    let leftAlone: CGFloat? = scene.readsBackward ? min(offset, newMaximum) : nil
    // Mirroring twice may round the last bit.
    func isLeftAlone(_ restored: CGFloat?) -> Bool {
      guard let leftAlone, let restored else { return restored == nil && leftAlone == nil }
      return abs(restored - leftAlone) < 1e-9
    }

    let context = "restored \(String(describing: restored)) of \(offset) in 0…\(newMaximum)"
    if let restored, !(0...newMaximum).contains(restored) {
      return .failed("out of bounds: \(context)")
    }
    if wasAtEnd {
      return restored == newMaximum ? .passed : .failed("not at the end: \(context)")
    }
    guard let kept else {
      return scene.readsBackward && hints.isEmpty && isLeftAlone(restored)
        ? .passed : .failed("an anchor without an item or an end: \(context)")
    }
    guard hints == [IndexPath(item: kept, section: 0)] else {
      return .failed("looked for the item near \(hints)")
    }
    guard let newIndex = new.firstIndex(where: { $0.identifier == old[kept].identifier }) else {
      return isLeftAlone(restored) ? .passed : .failed("the item is gone, yet \(context)")
    }
    guard let restored else { return .failed("the item survived, yet no offset") }
    let before = scene.range(scene.oldLayout.frames[kept]).start - offset
    let after = scene.range(newLayout.frames[newIndex]).start - restored
    let wanted = scene.range(newLayout.frames[newIndex]).start - before
    if wanted < 0 {
      return restored == 0 ? .passed : .failed("not at the start: \(context)")
    }
    if wanted > newMaximum {
      return restored == newMaximum ? .passed : .failed("not at the end: \(context)")
    }
    return abs(after - before) < 1e-9
      ? .passed : .failed("\(old[kept].identifier) moved on screen from \(before) to \(after)")
  }

  @Test("an anchor's index path follows its section through section inserts and deletes")
  func indexPathFollowsItsSection() {
    checkSeededCases(3_000, seed: 2029, from: Self.raw) { raw in
      var source = RawSource(raw)
      let old = Array(0..<(1 + source.next(8)))
      let deleted = old.filter { _ in source.next(3) == 0 }
      let kept = old.filter { !deleted.contains($0) }
      guard !kept.isEmpty else { return .skipped }
      let section = kept[source.next(kept.count)]
      // The reference: the sections that stay, with the inserted ones put at their new indices
      // in increasing order.
      var new: [Int?] = kept
      let insertedCount = source.next(4)
      var inserted: [Int] = []
      for _ in 0..<insertedCount {
        let index = source.next(new.count + 1)
        new.insert(nil, at: index)
        inserted = inserted.map { $0 >= index ? $0 + 1 : $0 } + [index]
      }
      // In either order: a batch's section deletions come in no particular order.
      let deletions = source.next(2) == 0 ? deleted : deleted.reversed()
      let batch = BatchUpdate(sectionDeletions: deletions, sectionInsertions: inserted)
      let item = source.next(5)
      let followed = ScrollAnchorKeeper.indexPath(
        IndexPath(item: item, section: section), followingSectionsOf: batch)
      let expected = IndexPath(item: item, section: new.firstIndex(of: section) ?? -1)
      return followed == expected
        ? .passed : .failed("\(section) went to \(followed), not \(expected): \(batch)")
    }
  }
}
