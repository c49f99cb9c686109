import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// Random update sequences through a real `ListController` on a `TerminalListView`, with
/// random keys, animations and resizes between them: the screen must end up showing exactly
/// the last state's rows at the list's offset, and replaying every frame's diff bytes must
/// reproduce every screen.
@MainActor
@Suite("TerminalListView: random update sequences, property checks")
struct ListViewPropertyTests {
  /// A small deterministic generator, so one seed describes a whole step.
  struct Mixer {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((value ^ (value >> 31)) % UInt64(max(1, bound)))
    }
  }

  static func state(seed: Int) -> [Section] {
    var mixer = Mixer(state: UInt64(seed))
    var pool = Array(0..<16)
    var sections: [Section] = []
    for index in 0..<mixer.next(4) {
      var items: [any CellModel] = []
      for _ in 0..<mixer.next(7) where !pool.isEmpty {
        let id = pool.remove(at: mixer.next(pool.count))
        items.append(TextRow("i\(id)", "i\(id)" + String(repeating: "'", count: mixer.next(2))))
      }
      sections.append(
        Section(
          cellModels: items, identifier: "s\(index)",
          headerModel: mixer.next(2) == 0
            ? HeaderRow(identifier: "h\(index)", title: "S\(index)") : nil,
          footerModel: mixer.next(4) == 0
            ? HeaderRow(identifier: "f\(index)", title: "F\(index)") : nil))
    }
    return sections
  }

  /// The rows a state shows, top to bottom, as plain text.
  static func expectedRows(_ sections: [Section]) -> [String] {
    sections.flatMap { section -> [String] in
      var rows: [String] = []
      if let header = section.headerModel as? HeaderRow { rows.append("# " + header.title) }
      rows += section.cellModels.compactMap { ($0 as? TextRow)?.text }
      if let footer = section.footerModel as? HeaderRow { rows.append("# " + footer.title) }
      return rows
    }
  }

  /// The row of the item at `indexPath` among ``expectedRows(_:)``.
  static func row(of indexPath: IndexPath, in sections: [Section]) -> Int {
    var row = 0
    for (index, section) in sections.enumerated() {
      if section.headerModel != nil { row += 1 }
      if index == indexPath.section { return row + indexPath.item }
      row += section.cellModels.count + (section.footerModel != nil ? 1 : 0)
    }
    return -1
  }

  @Test("the screen ends showing exactly the last state's rows; diffs replay every frame")
  func endsInTheLastState() async {
    await propertyCheck(
      count: propertyCases(1000), input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...8)
    ) {
      seeds in
      let fixture = ListFixture(width: 12, height: 6)
      let view = fixture.listView
      let renderer = FrameRenderer(colorEnabled: true)
      var width = 12
      var height = 6
      var terminal = TerminalInterpreter(width: width, height: height)
      var previous: ScreenBuffer?
      var last: [Section] = []
      for seed in seeds {
        var mixer = Mixer(state: UInt64(seed) ^ 0xA5A5)
        last = Self.state(seed: seed)
        fixture.controller.update(with: last, animated: mixer.next(2) == 0, completion: nil)
        if mixer.next(4) == 0 {
          width = 6 + mixer.next(12)
          height = 2 + mixer.next(7)
          view.resize(to: CGSize(width: width, height: height))
          terminal = TerminalInterpreter(width: width, height: height)
          previous = nil
        }
        for _ in 0..<mixer.next(4) {
          let keys: [Key] = [
            .down, .up, .pageDown, .pageUp, .end, .home, .wheelDown(column: 0, row: 0),
          ]
          view.handle(keys[mixer.next(keys.count)])
          view.advance(by: .milliseconds(mixer.next(300)))
          let screen = view.renderedScreen()
          terminal.feed(renderer.render(from: previous, to: screen))
          previous = screen
          #expect(terminal.cells == TerminalInterpreter.cells(of: screen))
        }
      }
      while fixture.controller.isUpdating {
        view.finishAnimations()
        await Task.yield()
      }
      let screen = view.renderedScreen()
      let rows = Self.expectedRows(last)
      let offset = view.contentOffset
      let visible = (0..<height).map { offset + $0 < rows.count ? rows[offset + $0] : "" }
      #expect(screen.plainRows == visible, "\(seeds)")
      #expect(offset <= max(0, rows.count - height))
      // The cursor is on the row of its item when that row is in view (the wheel may scroll it
      // out), and on no other row.
      let selectedRow = view.selectedIndexPath.map { Self.row(of: $0, in: last) }
      if view.selectedIndexPath == nil { #expect(last.allSatisfy { $0.cellModels.isEmpty }) }
      for screenRow in 0..<height {
        #expect(
          screen[0, screenRow].style.inverse == (selectedRow == offset + screenRow), "\(seeds)")
      }
      terminal.feed(renderer.render(from: previous, to: screen))
      #expect(terminal.cells == TerminalInterpreter.cells(of: screen))
      #expect(terminal.unknownSequences.isEmpty)
    }
  }
}
