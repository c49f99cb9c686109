// What a key costs in a long text being edited on a terminal list, through the public API as an
// app edits one: a `TextViewCellModel` or `TextFieldCellModel` in a section of a headless 80×24
// `TerminalListView`, its item selected; the app stores each edit and updates the list with the
// whole screen, and a frame is drawn.
//
// - X3, a text view of 300 KB: paragraphs of words, and one paragraph without a space;
// - X4, a text field after a 10 MiB paste.
//
// The list, the text and the paste are made once, outside the measured region; a sample is one
// key typed, from `handle(_:)` to the frame drawn after it.
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

/// Enough samples for a median; a key used to cost hundreds of milliseconds.
var textEditingConfiguration: Benchmark.Configuration {
  Benchmark.Configuration(
    metrics: metrics, timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(10),
    maxIterations: 200)
}

/// An app with one editable text under a label, as the documentation writes one: store the
/// edit, then update with the whole screen.
@MainActor
final class TextEditingApp {
  var text: String
  let isField: Bool
  let listView = TerminalListView(size: CGSize(width: 80, height: 24))
  private var controller: ListController<TerminalListView>?

  init(text: String, isField: Bool) {
    self.text = text
    self.isField = isField
    listView.cellRegistry.registerTerminalCells()
    let controller = ListController(host: listView, offMainDiffingThreshold: .max)
    self.controller = controller
    controller.update(with: screen(), animated: false, completion: nil)
    listView.select(IndexPath(item: 1, section: 0))
    blackHole(listView.renderedScreen())
  }

  func screen() -> [Section] {
    let editor: any CellModel =
      isField
      ? TextFieldCellModel(identifier: "field", title: "Name", text: text) { [weak self] in
        self?.store($1)
      }
      : TextViewCellModel(identifier: "notes", title: "Notes", text: text) { [weak self] in
        self?.store($1)
      }
    let title = LabelCellModel(identifier: "title", text: "Editing")
    return [Section(cellModels: [title, editor], identifier: "screen")]
  }

  private func store(_ text: String) {
    self.text = text
    controller?.update(with: screen(), animated: false, completion: nil)
  }

  /// Types `key` and draws the next frame.
  func type(_ key: Key) {
    precondition(listView.handle(key), "the key was not used")
    blackHole(listView.renderedScreen())
  }
}

/// The apps, made once per benchmark: a 10 MiB paste takes a while.
@MainActor var textEditingApps: [String: TextEditingApp] = [:]

/// One key typed into the app `name` (made by `make` the first time) is measured; every other
/// sample deletes what the one before typed, so the text keeps its length.
@MainActor
func measureKey(_ name: String, _ benchmark: Benchmark, make: () -> TextEditingApp) {
  let app = textEditingApps[name] ?? make()
  textEditingApps[name] = app
  let key: Key = app.text.utf8.last == UInt8(ascii: "x") ? .backspace : .character("x")
  benchmark.startMeasurement()
  app.type(key)
  benchmark.stopMeasurement()
}

func textEditingBenchmarks() {
  let vocabulary = ["lists", "that", "diff", "themselves,", "declaratively", "on", "a", "terminal"]
  var words = ""
  var count = 0
  while words.utf8.count < 300_000 {
    words += vocabulary[count % vocabulary.count]
    count += 1
    // A paragraph every hundred words or so.
    words += count % 97 == 0 ? "\n" : " "
  }
  let paragraphs = words
  let unbroken = String(repeating: "abcdefghij", count: 30_000)
  Benchmark("X3 text view key, 300 KB of paragraphs", configuration: textEditingConfiguration) {
    @MainActor benchmark async in
    measureKey("X3 words", benchmark) { TextEditingApp(text: paragraphs, isField: false) }
  }
  Benchmark("X3 text view key, 300 KB without a space", configuration: textEditingConfiguration) {
    @MainActor benchmark async in
    measureKey("X3 unbroken", benchmark) { TextEditingApp(text: unbroken, isField: false) }
  }
  let paste = String(repeating: "abcdefghi ", count: 1_048_576)
  Benchmark("X4 text field key after a 10 MiB paste", configuration: textEditingConfiguration) {
    @MainActor benchmark async in
    measureKey("X4", benchmark) {
      let app = TextEditingApp(text: "", isField: true)
      app.type(.paste(paste))
      return app
    }
  }
}
