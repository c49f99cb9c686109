#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import PropertyBased
  import RosterTestSupport
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// A scroll position that stays put, on both UIKit hosts: random inserts and deletes above
    /// the first visible row (and rows appended at the end), of rows of random heights, animated
    /// or not, never move that row
    /// on screen — where the content, with the view's insets (none, or a bar's above and a home
    /// indicator's below), is long enough to keep it there.
    @Suite("RosterUIKit: the first visible row stays put through changes above it", .serialized)
    @MainActor
    struct ScrollAnchoringPropertyTests {
      static let input = Gen.int(in: 0...Int(Int32.max)).array(of: 1...6)

      @Test("on a collection view")
      func collectionView() async {
        await propertyCheck(count: propertyCases(500), input: Self.input, Gen.int(in: 0...900)) {
          seeds, scroll in
          let screen = Screen()
          Self.check(seeds, scroll: scroll, on: screen) { path in
            screen.collectionView.collectionViewLayout.layoutAttributesForItem(at: path)?.frame
          }
        }
      }

      @Test("on a table view")
      func tableView() async {
        await propertyCheck(count: propertyCases(500), input: Self.input, Gen.int(in: 0...900)) {
          seeds, scroll in
          let table = TableScreen()
          Self.check(seeds, scroll: scroll, on: table) { path in
            table.tableView.rectForRow(at: path)
          }
        }
      }

      /// A small deterministic generator (SplitMix64) for the changes of one step.
      struct Mixer {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
          state &+= 0x9E37_79B9_7F4A_7C15
          var z = state
          z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
          z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
          return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
        }
      }

      /// Rows of three heights by identifier.
      static func rows(_ identifiers: [String]) -> [Section] {
        let models = identifiers.map { identifier in
          RowModel(
            identifier: identifier, text: "",
            height: CGFloat([30, 44, 70][identifier.unicodeScalars.count % 3]))
        }
        return [Section(cellModels: models, identifier: "feed")]
      }

      /// Shows 40 rows in a view with insets drawn from `scroll`, scrolls by `scroll` from the
      /// top inset, then for each seed inserts and deletes rows above the first visible one and
      /// checks that it is where it was on screen.
      static func check(
        _ seeds: [Int], scroll: Int, on screen: some ModelScreen,
        frame: (IndexPath) -> CGRect?
      ) {
        var items = (0..<40).map { "i\($0)" }
        screen.update(with: rows(items), animated: false) { _ in }
        screen.settle()
        let view = screen.listView
        let top = CGFloat([0, 44, 91, 150][scroll % 4])
        let bottom = CGFloat([0, 34][scroll / 4 % 2])
        view.contentInset = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        view.contentOffset.y = CGFloat(scroll) - top
        screen.settle()
        var serial = 0
        for (step, seed) in seeds.enumerated() {
          var random = Mixer(state: UInt64(seed))
          guard let first = screen.visibleIndexPaths.min(), let before = frame(first) else {
            return
          }
          let anchor = items[first.item]
          let distance = before.minY - view.contentOffset.y
          var changed = items
          for _ in 0..<(1 + random.next(4)) {
            guard let index = changed.firstIndex(of: anchor), index > 0 else { break }
            let position = random.next(index)
            if random.next(2) == 0 {
              serial += 1
              changed.insert("new\(serial)", at: position)
            } else {
              changed.remove(at: position)
            }
          }
          // A row arriving at the end now and then: a batch while the list rests at the top.
          if random.next(3) == 0 {
            serial += 1
            changed.append("end\(serial)")
          }
          items = changed
          screen.update(with: rows(items), animated: step % 2 == 0) { _ in }
          screen.settle()
          guard let row = items.firstIndex(of: anchor),
            let after = frame(IndexPath(item: row, section: 0))
          else {
            Issue.record("\(anchor) is gone")
            return
          }
          let maximum = max(-top, view.contentSize.height + bottom - view.bounds.height)
          let wanted = after.minY - distance
          // Where the content allows it, the anchor keeps its distance from the top.
          guard wanted >= -top, wanted <= maximum else { continue }
          #expect(
            after.minY - view.contentOffset.y == distance,
            "\(anchor) at step \(step): \(seeds) \(scroll)")
        }
        #expect(screen.diagnostics.isEmpty)
      }
    }
  }
#endif
