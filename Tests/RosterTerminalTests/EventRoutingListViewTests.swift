import Foundation
import Roster
import RosterTerminal
import Testing

/// Display and prefetch events on a terminal list reach the item they are about, once per
/// display, at its owner's own index paths — under updates that shift rows and updates made
/// from inside the events' own callbacks.
@Suite("A terminal list's display and prefetch events reach their own item and provider")
@MainActor
struct EventRoutingListViewTests {
  /// A provider that records what it hears and notes every event about an item that is not
  /// its own, or not at the index path it is told.
  @MainActor
  final class RecordingProvider: SectionProvider {
    let name: String
    var context: SectionProviderContext?
    var heard: [(event: String, identifier: String)] = []
    var violations: [String] = []
    /// Runs inside `prefetchItem`, after the event is recorded.
    var onPrefetch: (() -> Void)?

    init(_ name: String) { self.name = name }

    func didAttach(to context: SectionProviderContext) { self.context = context }

    func willDisplayItem(at indexPath: IndexPath, model: any CellModel) {
      record("show", indexPath, model)
    }
    func didEndDisplayingItem(at indexPath: IndexPath, model: any CellModel) {
      // A cell can end displaying because its item was deleted: only the owner is checked.
      heard.append(("hide", model.identifier))
      if !model.identifier.hasPrefix(name) {
        violations.append("\(name) heard hide \(model.identifier) at \(indexPath)")
      }
    }
    func prefetchItem(at indexPath: IndexPath, model: any CellModel) {
      record("prefetch", indexPath, model)
      onPrefetch?()
    }
    func cancelPrefetchingItem(at indexPath: IndexPath, model: any CellModel) {
      record("cancel", indexPath, model)
    }

    private func record(_ event: String, _ indexPath: IndexPath, _ model: any CellModel) {
      heard.append((event, model.identifier))
      if !model.identifier.hasPrefix(name)
        || context?.cellModel(at: indexPath)?.identifier != model.identifier
      {
        violations.append("\(name) heard \(event) \(model.identifier) at \(indexPath)")
      }
    }
  }

  /// The items whose displays do not alternate appear, end, appear…, as each first breaks it.
  static func unbalancedDisplays(in entries: [ItemEventLog.Entry]) -> [String] {
    var shown = Set<String>()
    var broken: [String] = []
    for entry in entries {
      switch entry.kind {
      case .show where !shown.insert(entry.identifier).inserted:
        broken.append("shown twice: \(entry)")
      case .hide where shown.remove(entry.identifier) == nil:
        broken.append("ended, not shown: \(entry)")
      default: break
      }
    }
    return broken
  }

  @Test("rows inserted above the screen do not display its rows a second time")
  func insertAboveVisibleRows() async {
    let log = ItemEventLog()
    let fixture = ListFixture(width: 10, height: 10)
    fixture.listView.prefetchDistance = .rows(0)
    let rows = (0..<40).map { "r\($0)" }
    await fixture.show([prefetchSection("s", rows, log: log)])
    fixture.listView.scroll(to: [0, 25], animated: false)
    _ = fixture.listView.renderedScreen()
    await fixture.show([prefetchSection("s", (0..<5).map { "new\($0)" } + rows, log: log)])
    _ = fixture.listView.renderedScreen()
    let broken = Self.unbalancedDisplays(in: log.entries)
    #expect(broken.isEmpty, "\(broken.count): \(broken.prefix(3))")
  }

  @Test("a provider added above the screen hears no display event of another's items")
  func providerAddedAbove() async {
    let log = ItemEventLog()
    let listView = TerminalListView(size: CGSize(width: 10, height: 24))
    listView.selectionMarker = nil
    let container = SectionContainer(host: listView)
    let (a, b, c) = (RecordingProvider("a"), RecordingProvider("b"), RecordingProvider("c"))
    container.setProviders([b, c], animated: false)
    for provider in [b, c] {
      provider.context?.update(
        with: [prefetchSection(provider.name, (0..<60).map { "\(provider.name)\($0)" }, log: log)],
        animated: false)
    }
    _ = listView.renderedScreen()
    listView.handle(.home)
    _ = listView.renderedScreen()
    container.setProviders([a, b, c], animated: false)
    a.context?.update(
      with: [prefetchSection("a", (0..<5).map { "a\($0)" }, log: log)], animated: false)
    _ = listView.renderedScreen()
    let violations = [a, b, c].flatMap(\.violations)
    #expect(violations.isEmpty, "\(violations.count): \(violations.prefix(3))")
    let broken = Self.unbalancedDisplays(in: log.entries)
    #expect(broken.isEmpty, "\(broken.count): \(broken.prefix(3))")
  }

  @Test("a provider that updates from inside its prefetch leaves the batch to the right owners")
  func updateFromInsidePrefetch() async {
    let log = ItemEventLog()
    let listView = TerminalListView(size: CGSize(width: 10, height: 4))
    listView.selectionMarker = nil
    listView.prefetchDistance = .rows(30)
    let container = SectionContainer(host: listView)
    container.controller.workingRangeSize = 0
    let (b, c) = (RecordingProvider("b"), RecordingProvider("c"))
    container.setProviders([b, c], animated: false)
    for provider in [b, c] {
      provider.context?.update(
        with: [prefetchSection(provider.name, (0..<20).map { "\(provider.name)\($0)" }, log: log)],
        animated: false)
    }
    b.onPrefetch = { [weak b] in
      b?.onPrefetch = nil
      b?.context?.update(with: [], animated: false)
    }
    _ = listView.renderedScreen()
    listView.handle(.pageDown)
    _ = listView.renderedScreen()
    listView.prefetchDistance = .rows(0)
    _ = listView.renderedScreen()

    let violations = [b, c].flatMap(\.violations)
    #expect(violations.isEmpty, "\(violations.count): \(violations.prefix(3))")
    // Every model's prefetch and cancel reached its provider too, and nothing else did.
    for provider in [b, c] {
      let modelEvents = log.entries.filter {
        ($0.kind == .prefetch || $0.kind == .cancel) && $0.identifier.hasPrefix(provider.name)
      }.map { "\($0.kind == .prefetch ? "prefetch" : "cancel") \($0.identifier)" }
      let providerEvents = provider.heard.filter { $0.event == "prefetch" || $0.event == "cancel" }
        .map { "\($0.event) \($0.identifier)" }
      #expect(modelEvents == providerEvents, "\(provider.name)")
    }
    // A cancel follows a prefetch its provider heard.
    var outstanding = Set<String>()
    for provider in [b, c] {
      for (event, identifier) in provider.heard {
        if event == "prefetch" { outstanding.insert(identifier) }
        if event == "cancel" {
          #expect(outstanding.remove(identifier) != nil, "cancel of \(identifier) never heard")
        }
      }
    }
  }
}
