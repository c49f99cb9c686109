#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import PropertyBased
  import RosterTestSupport
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// Random swipes (slow, flicked, full, cancelled), button taps, taps on rows, scrolls,
    /// reloads and updates — animated or not, removing the swiped item or moving it — on a
    /// collection view host, executed on the UIKit model. After every step, settled: at most
    /// one cell shows a swipe, and it is the cell of the host's swiped item, with the swipe's
    /// offset; every action that ran is one of the item swiped when it ran, at its index path
    /// then, at most one per step, a full swipe running the outermost; every batch is legal,
    /// and the list shows the app's last state.
    @Suite("RosterUIKit: random swipes and updates on a collection view", .serialized)
    @MainActor
    struct CollectionSwipePropertyTests {
      @Test("one swipe at a time, on its item, and actions only on the item swiped")
      func swipesAndUpdates() async {
        await propertyCheck(count: propertyCases(1_000), input: Gen.int(in: 0...Int(Int32.max))) {
          seed in
          var census: [String: Int] = [:]
          let failure = Self.run(seed: UInt64(seed), census: &census)
          #expect(failure == nil, "seed \(seed)")
        }
      }

      @Test(
        "the runs open, run actions by tap and full swipe, and remove swiped items",
        .enabled(if: checksCensus))
      func coverage() {
        var census: [String: Int] = [:]
        for seed in 0..<200 { _ = Self.run(seed: UInt64(seed), census: &census) }
        #expect(census["open", default: 0] > 100)
        #expect(census["tap", default: 0] > 15)
        #expect(census["full", default: 0] > 30)
        #expect(census["removed while swiped", default: 0] > 15)
      }

      /// One run; the first broken expectation, or `nil`.
      static func run(seed: UInt64, census: inout [String: Int]) -> String? {
        var mixer = ScrollAnchoringPropertyTests.Mixer(state: seed)
        var next = 0
        func fresh() -> String {
          next += 1
          return (mixer.next(4) == 0 ? "plain" : "r") + "\(next)"
        }
        let screen = SwipeScreen(rows: (0..<(1 + mixer.next(25))).map { _ in fresh() })
        for step in 0..<(1 + mixer.next(25)) {
          let swiped = screen.host.swipedItem
          let pathBefore = swiped.flatMap { screen.screen.controller.indexPath(forIdentifier: $0) }
          let ranBefore = screen.log.ran.count
          var allowed: Set<String> = []
          var isSwipe = false
          switch mixer.next(10) {
          case 0, 1, 2, 3:
            let visible = screen.collectionView.visibleCells.compactMap {
              ($0 as? any BoundCell)?.boundModel?.identifier
            }
            guard !visible.isEmpty else { continue }
            let item = visible[mixer.next(visible.count)]
            let distance = CGFloat(mixer.next(701) - 350)
            screen.swipe(
              item, by: distance, step: [2, 10, 30][mixer.next(3)],
              cancelled: mixer.next(8) == 0)
            if let path = screen.screen.controller.indexPath(forIdentifier: item) {
              allowed = ["delete \(item) at \(path.item)"]
            }
            isSwipe = true
          case 4:
            let buttons = swiped.map { screen.buttons($0) } ?? []
            guard let swiped, let pathBefore, !buttons.isEmpty else { continue }
            let index = mixer.next(buttons.count)
            let title = buttons[index].title(for: .normal)?.lowercased() ?? "?"
            // ActionRow's Share logs no index path.
            allowed = [
              title == "share" ? "share \(swiped)" : "\(title) \(swiped) at \(pathBefore.item)"
            ]
            buttons[index].modelTap()
            census["tap", default: 0] += 1
          case 5:
            let count = screen.rows.count
            guard count > 0 else { continue }
            _ = screen.screen.tap(at: [0, mixer.next(count)])
          case 6:
            screen.collectionView.modelDrag(by: CGPoint(x: 0, y: CGFloat(mixer.next(200))))
          default:
            var rows = screen.rows
            if let swiped, mixer.next(3) == 0 {
              rows.removeAll { $0 == swiped }
              census["removed while swiped", default: 0] += 1
            }
            for _ in 0..<mixer.next(4) {
              switch mixer.next(3) {
              case 0: rows.insert(fresh(), at: mixer.next(rows.count + 1))
              case 1 where !rows.isEmpty: rows.remove(at: mixer.next(rows.count))
              default:
                guard rows.count > 1 else { break }
                rows.swapAt(mixer.next(rows.count), mixer.next(rows.count))
              }
            }
            screen.rows = rows
            screen.screen.controller.update(with: screen.sections, animated: mixer.next(3) != 0)
          }
          let ran = Array(screen.log.ran.dropFirst(ranBefore))
          if ran.count > 1 { return "\(step): ran \(ran)" }
          if let action = ran.first {
            guard allowed.contains(action) else { return "\(step): ran \(action), \(allowed)" }
            if isSwipe { census["full", default: 0] += 1 }
          }
          // Half the steps are checked mid-animation, the rest settled.
          if mixer.next(2) == 0 { screen.screen.settle() }
          if screen.host.swipedItem != nil { census["open", default: 0] += 1 }
          if let failure = check(screen) { return "\(step): \(failure)" }
        }
        screen.screen.settle()
        if let failure = check(screen) { return "end: \(failure)" }
        screen.screen.expectShows(screen.sections)
        return UIKitHarness.raised(by: screen.collectionView).first
      }

      /// The swiped item is in the list; at most one cell shows a swipe, the swiped item's, open
      /// once settled.
      static func check(_ screen: SwipeScreen) -> String? {
        let moved = screen.movedCells
        let swiped = screen.host.swipedItem
        if let swiped, screen.screen.controller.indexPath(forIdentifier: swiped) == nil {
          return "\(swiped) swiped, not in the list"
        }
        if ModelClock.hasPendingWork {
          // Mid-animation, closing cells may keep their buttons until their animation ends,
          // and a deleted row animates away swiped; no other row is moved.
          let others = moved.filter { $0.value != 0 && $0.key != swiped }
          return others.keys.contains(where: screen.rows.contains) ? "swiped: \(moved)" : nil
        }
        guard let swiped else { return moved.isEmpty ? nil : "swiped cells \(moved)" }
        // With nothing moving, a swipe rests open: a pan ends within its step, and a swipe whose
        // action ran animates until it closes.
        let expected = SwipeScreen.openOffset
        let onScreen = screen.cell(swiped) != nil
        if moved.keys.contains(where: { $0 != swiped }) { return "other cells swiped \(moved)" }
        if onScreen, (moved[swiped] ?? 0) != expected {
          return "\(swiped) at \(moved[swiped] ?? 0), swipe at \(expected)"
        }
        return nil
      }
    }
  }
#endif
