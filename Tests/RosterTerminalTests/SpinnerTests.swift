import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// The spinner: frames by the list's clock, on the refresh indicator; a screen reader hears
/// "Loading" and "Done" instead.
@MainActor
@Suite("TerminalSpinner and the list's clock", .timeLimit(hangLimit))
struct SpinnerTests {
  /// Random spinners and times, in whole milliseconds: the frame is the reference's, which
  /// counts whole intervals in integers.
  @Test("the frame at a time is the one whole intervals count to, from the first again")
  func frames() async {
    await propertyCheck(
      count: propertyCases(3000), input: Gen.int(in: 0...6), Gen.int(in: -5...200),
      Gen.int(in: -50...100_000)
    ) { count, interval, elapsed in
      let frames = (0..<count).map { "f\($0)" }
      let spinner = TerminalSpinner(frames: frames, interval: .milliseconds(interval))
      let expected: String =
        frames.isEmpty
        ? "" : interval <= 0 || elapsed <= 0 ? frames[0] : frames[(elapsed / interval) % count]
      #expect(spinner.frame(at: .milliseconds(elapsed)) == expected)
    }
  }

  @Test("hostile spinners and clocks never crash: no frames, no interval, a clock run for ages")
  func hostile() {
    #expect(TerminalSpinner(frames: [], interval: .milliseconds(80)).frame(at: .seconds(1)) == "")
    let spinner = TerminalSpinner(frames: ["a", "b"], interval: .zero)
    #expect(spinner.frame(at: .seconds(5)) == "a")
    #expect(TerminalSpinner.dots.frame(at: .seconds(Int64.max)).count == 1)
    #expect(
      TerminalSpinner(frames: ["a", "b"], interval: .nanoseconds(1)).frame(at: .seconds(Int64.max))
        .count == 1)
    #expect(TerminalSpinner.line.frame(at: .seconds(-3)) == "-")
  }

  @Test("the refresh indicator's spinner turns with the list's clock; the clock never runs back")
  func refreshIndicator() async {
    let fixture = ListFixture(width: 24, height: 4)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["a", "b"])])
    fixture.controller.refreshAction = {
      // Runs until the test ends it.
      try? await Task.sleep(for: .seconds(3600))
    }
    view.refreshSpinner = TerminalSpinner(frames: ["1", "2", "\u{1B}[2J"], interval: .seconds(1))
    #expect(view.spokenActivity == nil)
    #expect(view.handle(.control("r")))
    #expect(view.spokenActivity == "Loading")
    #expect(fixture.rows[0] == "1 ↻ Refreshing…")
    view.advance(by: .milliseconds(1500))
    #expect(fixture.rows[0] == "2 ↻ Refreshing…")
    view.advance(by: .seconds(-10))
    #expect(view.elapsedTime == .milliseconds(1500))
    view.advance(by: .seconds(1))
    #expect(fixture.rows[0] == "␛[2J ↻ Refreshing…", "a frame is sanitized")
    view.refreshSpinner = nil
    #expect(fixture.rows[0] == "↻ Refreshing…")
    fixture.controller.endRefreshing()
    #expect(view.spokenActivity == nil && fixture.rows[0] == "a")
  }

  @Test("a screen reader hears Loading and Done around a refresh, and no spinner frame")
  func spoken() async throws {
    let listView = TerminalListView(size: CGSize(width: 20, height: 4))
    let controller = ListController(host: listView)
    controller.update(with: [rowsSection("s", ["a"])], animated: false, completion: nil)
    controller.refreshAction = { try? await Task.sleep(for: .seconds(3600)) }
    listView.refreshSpinner = .dots
    let device = ScriptedDevice(input: ["\u{12}", "", "", "e", "", "q"])
    device.size = (columns: 20, rows: 4)
    let app = TerminalApp(device: device, listView: listView)
    app.output = .screenReader
    app.frameInterval = .zero
    app.keyHandler = { key in
      switch key {
      case .character("q"): app.stop()
      case .character("e"): controller.endRefreshing()
      default: return false
      }
      return true
    }
    try await app.run()
    let lines = device.writes.joined().components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(lines.filter { $0 == "Loading" }.count == 1 && lines.filter { $0 == "Done" }.count == 1)
    #expect(lines.firstIndex(of: "Loading") ?? 0 < lines.firstIndex(of: "Done") ?? 0)
    let frames = Set(TerminalSpinner.dots.frames.joined())
    #expect(!device.writes.joined().contains { frames.contains($0) })
  }

  @Test("a spinning row's first column turns with the clock, on the right right to left")
  func spinningRow() async {
    let fixture = ListFixture(width: 12, height: 3)
    let view = fixture.listView
    await fixture.show([
      Section(
        cellModels: [
          SpinRow(identifier: "up", spins: true), SpinRow(identifier: "no", spins: false),
        ],
        identifier: "s")
    ])
    #expect(fixture.rows.prefix(2) == ["- up", "  no"])
    view.advance(by: .milliseconds(250))
    #expect(fixture.rows[0] == "| up")
    view.layoutDirection = .rightToLeft
    #expect(fixture.rows[0] == "        up |")
    #expect(view.spokenText(forItemAt: IndexPath(item: 0, section: 0)) == "up")
  }

  @Test("a spinning loading footer turns with the clock; the reader hears Loading, then Done")
  func loadingFooter() async {
    let fixture = ListFixture(width: 12, height: 4)
    let view = fixture.listView
    let controller = fixture.controller
    controller.loadingFooterModel = SpinRow(identifier: "more", spins: true)
    await fixture.show([rowsSection("s", ["a"])])
    #expect(view.spokenActivity == nil)
    controller.isLoadingMore = true
    view.finishAnimations()
    #expect(fixture.rows.prefix(2) == ["a", "- more"])
    #expect(view.spokenActivity == "Loading")
    view.advance(by: .milliseconds(250))
    #expect(fixture.rows[1] == "| more")
    view.layoutDirection = .rightToLeft
    #expect(fixture.rows[1] == "      more |")
    controller.isLoadingMore = false
    for _ in 0..<10 { await Task.yield() }
    view.finishAnimations()
    #expect(view.spokenActivity == nil && !fixture.rows.contains { $0.contains("more") })
  }
}

/// A row that leaves its first column to its spinner (`TerminalSpinner.line`) while it spins.
struct SpinRow: TypedCellModel, SpinningCellModel, Equatable {
  typealias CellType = SpinRowCell
  var identifier: String
  var spins: Bool
  var spinner: TerminalSpinner? { spins ? .line : nil }
}

final class SpinRowCell: TypedTerminalCell, DirectionalTerminalCell {
  private var text = ""
  var layoutDirection: ListLayout.LayoutDirection = .leftToRight
  func bind(model: SpinRow, sizing: Bool) { text = model.identifier }
  func render(width: Int) -> [StyledLine] {
    [StyledLine("  " + text).laidOut(layoutDirection, inWidth: width)]
  }
}
