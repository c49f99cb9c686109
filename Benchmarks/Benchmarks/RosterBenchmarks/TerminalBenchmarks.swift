// One frame of a 100,000-item terminal list: move the cursor (or a page), lay out and bind what
// became visible, draw it into a screen buffer and diff it against the previous frame, at
// 80×24 and 200×50. The list, its controller and the first frame are built once, outside the
// measured region. T1 and T2 prefetch a screen ahead and keep a working range of a screen each
// way (the defaults); T3 is T1 with both turned off, the baseline of what they cost a frame.
import Benchmark
import Foundation
import Roster
import RosterTerminal

/// A row of a feed, sized explicitly as a terminal row is.
struct FeedRow: TypedCellModel, Equatable {
  typealias CellType = FeedRowCell
  var identifier: String
  var title: String

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 1))
  }
}

final class FeedRowCell: TypedTerminalCell {
  private var title = ""

  func bind(model: FeedRow, sizing: Bool) { title = model.title }

  func render(width: Int) -> [StyledLine] {
    [
      (StyledLine(title, style: TextStyle(bold: true))
        + StyledLine("  · 3 replies · 12 likes", style: TextStyle(foreground: .brightBlack)))
        .truncated(toWidth: width)
    ]
  }
}

/// A 100,000-item list shown headlessly, and the frame it showed last.
@MainActor
final class TerminalScrollHarness {
  let listView: TerminalListView
  let controller: ListController<TerminalListView>
  let renderer = FrameRenderer(colorEnabled: true)
  var previous: ScreenBuffer
  var movingDown = true

  init(columns: Int, rows: Int, prefetching: Bool = true) {
    listView = TerminalListView(size: CGSize(width: columns, height: rows))
    controller = ListController(host: listView)
    if !prefetching {
      listView.prefetchDistance = .rows(0)
      controller.workingRangeSize = 0
    }
    let rowsModels: [any CellModel] = (0..<100_000).map {
      FeedRow(identifier: "post-\($0)", title: "Post \($0): a title with 中文 and 👍")
    }
    controller.update(
      with: [Section(cellModels: rowsModels, identifier: "feed")], animated: false,
      completion: nil)
    previous = listView.renderedScreen()
    listView.handle(.pageDown)
  }

  /// One frame after `key`; returns the bytes a terminal would be sent.
  func frame(_ key: Key) -> String {
    listView.handle(key)
    var screen = ScreenBuffer(width: previous.width, height: previous.height)
    listView.render(into: &screen)
    let output = renderer.render(from: previous, to: screen)
    previous = screen
    return output
  }

  /// Down until the end, then up, so every frame scrolls.
  func scrollFrame() -> String {
    if listView.selectedIndexPath?.item == 99_999 { movingDown = false }
    if listView.selectedIndexPath?.item == 0 { movingDown = true }
    return frame(movingDown ? .down : .up)
  }
}

@MainActor var terminalHarnesses: [String: TerminalScrollHarness] = [:]

@MainActor
func terminalHarness(
  columns: Int, rows: Int, prefetching: Bool = true
) -> TerminalScrollHarness {
  let key = "\(columns)x\(rows)\(prefetching ? "" : " no prefetch")"
  if let harness = terminalHarnesses[key] { return harness }
  let harness = TerminalScrollHarness(columns: columns, rows: rows, prefetching: prefetching)
  terminalHarnesses[key] = harness
  return harness
}

func terminalBenchmarks() {
  for (columns, rows) in [(80, 24), (200, 50)] {
    Benchmark("T1 100k list, cursor down, \(columns)x\(rows) frame", configuration: fast) {
      @MainActor benchmark async in
      let harness = terminalHarness(columns: columns, rows: rows)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(harness.scrollFrame()) }
      benchmark.stopMeasurement()
    }
    Benchmark(
      "T3 100k list, cursor down, \(columns)x\(rows) frame, no prefetch or working range",
      configuration: fast
    ) {
      @MainActor benchmark async in
      let harness = terminalHarness(columns: columns, rows: rows, prefetching: false)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(harness.scrollFrame()) }
      benchmark.stopMeasurement()
    }
    Benchmark("T2 100k list, page down, \(columns)x\(rows) frame", configuration: fast) {
      @MainActor benchmark async in
      let harness = terminalHarness(columns: columns, rows: rows)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(harness.frame(.pageDown)) }
      benchmark.stopMeasurement()
    }
  }
}
