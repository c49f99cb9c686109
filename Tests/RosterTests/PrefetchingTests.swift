import Foundation
import Roster
import RosterTesting
import Testing

@Suite("Prefetching reaches the models and providers that own the items")
@MainActor
struct PrefetchingTests {
  @Test("a prefetch runs once, ends displayed or cancelled, and paths naming nothing are ignored")
  func modelRouting() async {
    let (host, controller) = makeController()
    let log = EventLog()
    await controller.updateAndWait(with: rowSections(["s": "a b c d"], to: log), animated: false)

    host.prefetchItems(at: [[0, 1], [0, 2], [0, 9], [3, 0]])
    host.prefetchItems(at: [[0, 1]])
    #expect(host.indexPathsForPrefetchedItems == [[0, 1], [0, 2]])
    host.displayItems(at: [[0, 1]])
    host.cancelPrefetchingForItems(at: [[0, 1], [0, 2], [0, 3]])
    #expect(log.entries == ["prefetch b [0, 1]", "prefetch c [0, 2]", "cancel c [0, 2]"])
    #expect(host.indexPathsForPrefetchedItems.isEmpty)
  }

  @Test("a prefetched item is followed across updates; a deleted one is never reported again")
  func acrossUpdates() async {
    let (host, controller) = makeController()
    let log = EventLog()
    await controller.updateAndWait(
      with: rowSections(["s": "a b c", "t": "d e"], to: log), animated: false)
    host.prefetchItems(at: [[0, 1], [0, 2], [1, 1]])
    log.entries.removeAll()

    // x is inserted before b, c is deleted, e moves to the first section, and t moves up: two
    // stages (the section moves after the item changes).
    controller.update(with: rowSections(["t": "d", "s": "a x b e"], to: log))
    #expect(host.isAnimating)
    // In flight: the tracked places name the same items in the state the view shows.
    #expect(
      host.indexPathsForPrefetchedItems.map { controller.cellModel(at: $0)?.identifier }
        == ["b", "e"])
    host.settle()
    #expect(host.indexPathsForPrefetchedItems == [[1, 2], [1, 3]])
    host.cancelPrefetchingForItems(at: [[1, 2], [1, 3], [0, 2]])
    #expect(log.entries == ["cancel b [1, 2]", "cancel e [1, 3]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a reordering update and a reload keep the prefetched items where they went")
  func movesAndReloads() async {
    let (host, controller) = makeController(policy: UpdatePolicy())
    let log = EventLog()
    controller.update(with: rowSections(["s": "a b c"], to: log), animated: false)
    host.prefetchItems(at: [[0, 0], [0, 2]])
    controller.update(with: rowSections(["s": "c a b"], to: log), animated: false)
    #expect(host.indexPathsForPrefetchedItems == [[0, 0], [0, 1]])
    host.isOnScreen = false
    controller.update(with: rowSections(["s": "b c"], to: log), animated: false)
    #expect(host.reloadCount > 0)
    #expect(host.indexPathsForPrefetchedItems == [[0, 1]])
  }

  @Test("a reload diffed off the main actor finds the tracked items where they went")
  func offMainReload() async {
    let (host, controller) = makeController(policy: UpdatePolicy(), threshold: 0)
    let log = EventLog()
    await controller.updateAndWait(with: rowSections(["s": "a b c d"], to: log), animated: false)
    host.prefetchItems(at: [[0, 0], [0, 2]])
    host.displayItems(at: [[0, 3]])
    host.isOnScreen = false
    log.entries.removeAll()

    // Off screen the update is a reload: a is deleted, c and d move, x arrives.
    await controller.updateAndWait(with: rowSections(["s": "x c d b"], to: log), animated: false)
    #expect(host.reloadCount > 0)
    #expect(host.indexPathsForPrefetchedItems == [[0, 1]])
    host.cancelPrefetchingForItems(at: [[0, 1]])
    #expect(log.entries == ["cancel c [0, 1]"])
    #expect(host.errors.isEmpty)
  }

  @Test("providers hear their own items' prefetches, in their own index paths, and no others")
  func providerRouting() async {
    let (host, container) = makeContainer()
    let log = EventLog()
    let first = RecordingProvider("first", initialSections: rowSections(["p": "a b"], to: log))
    let second = RecordingProvider(
      "second", initialSections: rowSections(["q": "c", "r": "d e"], to: log))
    container.setProviders([first, second], animated: false)
    #expect(host.displayedIdentifiers == [["a", "b"], ["c"], ["d", "e"]])

    host.prefetchItems(at: [[2, 1], [0, 0]])
    host.cancelPrefetchingForItems(at: [[2, 1]])
    host.displayItems(at: [[0, 0]])
    #expect(first.events == ["prefetch a [0, 0]", "show a [0, 0]"])
    #expect(second.events == ["prefetch e [1, 1]", "cancel e [1, 1]"])
    // The models' own actions receive the same relative paths.
    #expect(log.entries == ["prefetch e [1, 1]", "prefetch a [0, 0]", "cancel e [1, 1]"])
  }

  @Test("the working range is the visible rect and a screen each way; items enter and leave it")
  func workingRange() async {
    let (host, controller) = makeController()
    let log = EventLog()
    let items = (0..<20).map { "i\($0)" }.joined(separator: " ")
    controller.update(with: rowSections(["s": items], to: log), animated: false)
    let screen = CGSize(width: 320, height: 200)

    host.showVisibleRect(CGRect(origin: .zero, size: screen))
    #expect(
      log.entries == ["enter i0 [0, 0]", "enter i1 [0, 1]", "enter i2 [0, 2]", "enter i3 [0, 3]"])
    log.entries.removeAll()

    host.showVisibleRect(CGRect(origin: CGPoint(x: 0, y: 500), size: screen))
    #expect(
      log.entries == [
        "leave i0 [0, 0]", "leave i1 [0, 1]", "leave i2 [0, 2]", "enter i4 [0, 4]",
        "enter i5 [0, 5]", "enter i6 [0, 6]", "enter i7 [0, 7]", "enter i8 [0, 8]",
      ])
    log.entries.removeAll()

    controller.workingRangeSize = 0
    host.showVisibleRect(CGRect(origin: CGPoint(x: 0, y: 500), size: screen))
    #expect(
      log.entries == ["leave i3 [0, 3]", "leave i4 [0, 4]", "leave i7 [0, 7]", "leave i8 [0, 8]"])
  }

  @Test("a deleted item leaves the working range unreported; an inserted one enters it")
  func workingRangeAcrossUpdates() async {
    let (host, controller) = makeController()
    let log = EventLog()
    controller.workingRangeSize = 0
    controller.update(with: rowSections(["s": "a b c d"], to: log), animated: false)
    let visible = CGRect(x: 0, y: 0, width: 320, height: 200)
    host.showVisibleRect(visible)
    controller.update(with: rowSections(["s": "x b c d"], to: log), animated: false)
    host.showVisibleRect(visible)
    #expect(log.entries == ["enter a [0, 0]", "enter b [0, 1]", "enter x [0, 0]"])
  }

  @Test("providers hear their items enter and leave the working range in their own index paths")
  func workingRangeProviders() async {
    let (host, container) = makeContainer()
    let log = EventLog()
    let first = RecordingProvider("first", initialSections: rowSections(["p": "a b"], to: log))
    let second = RecordingProvider("second", initialSections: rowSections(["q": "c d"], to: log))
    container.setProviders([first, second], animated: false)
    container.controller.workingRangeSize = 0
    host.showVisibleRect(CGRect(x: 0, y: 150, width: 320, height: 100))
    host.showVisibleRect(CGRect(x: 0, y: 250, width: 320, height: 100))
    #expect(first.events == ["enter b [0, 1]", "leave b [0, 1]"])
    #expect(second.events == ["enter c [0, 0]", "enter d [0, 1]"])
  }
}
