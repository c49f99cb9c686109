// What a long label costs to lay out on a terminal list, through the public API as an app
// shows one: a `LabelCellModel` in a section of a headless 80×24 `TerminalListView` whose
// registry has the terminal cells, updated and its first frame drawn.
//
// - X1, text without a space (a URL, base64, a log line, CJK): 30 KB, 90 KB, 270 KB and 1 MB;
// - X2, 135 KB of words.
//
// The text and an empty list are built outside the measured region. Each sample shows the label
// under a new identifier: a cell's long wrapping is shared with the next cell showing the same
// content, so showing the same label again would measure a lookup.
import Benchmark
import Roster
import RosterCells
import RosterTerminal
import RosterTerminalCells

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A few samples: before wrapping was linear, 270 KB without a space took seconds.
var textLayoutConfiguration: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: metrics, timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10),
    maxIterations: 20)
}

/// Which sample this is: every sample's label has an identifier of its own.
@MainActor var textLayoutSample = 0

/// Shows `text` as a label on a new 80×24 terminal list and draws the first frame; only the
/// update and the frame are measured.
@MainActor
func measureLabel(_ text: String, _ benchmark: Benchmark) {
  let listView = TerminalListView(size: CGSize(width: 80, height: 24))
  listView.cellRegistry.registerTerminalCells()
  let controller = ListController(host: listView, offMainDiffingThreshold: .max)
  textLayoutSample += 1
  let label = LabelCellModel(identifier: "label-\(textLayoutSample)", text: text)
  let sections = [Section(cellModels: [label], identifier: "text")]
  benchmark.startMeasurement()
  controller.update(with: sections, animated: false, completion: nil)
  blackHole(listView.renderedScreen())
  benchmark.stopMeasurement()
  precondition(listView.contentHeight > text.utf8.count / 80 / 2, "the label was not laid out")
}

func textLayoutBenchmarks() {
  for (kilobytes, name) in [(30, "30 KB"), (90, "90 KB"), (270, "270 KB"), (1000, "1 MB")] {
    let text = String(repeating: "abcdefghij", count: kilobytes * 100)
    Benchmark("X1 label without spaces, \(name)", configuration: textLayoutConfiguration) {
      @MainActor benchmark async in
      measureLabel(text, benchmark)
    }
  }
  let vocabulary = ["lists", "that", "diff", "themselves,", "declaratively", "on", "a", "terminal"]
  var words = ""
  while words.utf8.count < 135_000 { words += vocabulary[words.utf8.count % 8] + " " }
  let text = words
  Benchmark("X2 label of words, 135 KB", configuration: textLayoutConfiguration) {
    @MainActor benchmark async in
    measureLabel(text, benchmark)
  }
}
