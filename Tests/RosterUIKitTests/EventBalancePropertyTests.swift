#if os(Linux) || canImport(UIKit)
  import EventLedger
  import PropertyBased
  import RosterTestSupport
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  final class LedgerRowCell: ListCollectionViewCell, TypedListCell {
    func bind(model: LedgerRowModel, sizing: Bool) {}
  }

  /// A row 60 points tall (eight to the screen) that records every display, prefetch and
  /// working-range action in its ledger.
  struct LedgerRowModel: TypedCellModel, LedgerRecording {
    typealias CellType = LedgerRowCell
    var identifier: String
    var ledger: EventLedger

    func identical(to model: any CellModel) -> Bool { model is LedgerRowModel }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 60))
    }
  }

  extension OnUIKit {
    /// Two section providers on a ``CollectionViewHost`` in the UIKit model, random updates of
    /// either (animated or not, some from inside the providers' own event callbacks) with
    /// scrolling and animations partly run: the display, prefetch and working-range events UIKit
    /// and the layout report must balance per item and reach the owning provider only, at its
    /// own index paths, as they reach the model; once settled, what is displayed is what is on
    /// screen, and what is prefetched is what the controller holds.
    @Suite("RosterUIKit: events balance and reach their owner under random updates", .serialized)
    @MainActor
    struct EventBalancePropertyTests {
      static func sections(of name: String, _ draw: () -> Int, ledger: EventLedger) -> [Section] {
        var pool = Array(0..<16)
        return (0..<(draw() % 3)).map { index in
          let rows = (0..<(draw() % 9)).compactMap { _ -> LedgerRowModel? in
            guard !pool.isEmpty else { return nil }
            return LedgerRowModel(
              identifier: "\(name)\(pool.remove(at: draw() % pool.count))", ledger: ledger)
          }
          return Section(cellModels: rows, identifier: "\(name)-s\(index)")
        }
      }

      /// The identifiers of the models the collection view's visible cells show.
      static func visibleIdentifiers(in screen: Screen) -> Set<String> {
        Set(
          screen.collectionView.visibleCells.compactMap {
            ($0 as? ListCollectionViewCell)?.cellModel?.identifier
          })
      }

      /// Each provider whose models' events, as the ledger heard them, are not the ones the
      /// provider heard.
      static func misheard(by providers: [LedgerProvider], in ledger: EventLedger) -> [String] {
        providers.compactMap { provider in
          let models = ledger.heard.filter {
            $0.split(separator: " ")[1].hasPrefix(provider.name)
          }
          guard models != provider.heard else { return nil }
          return "\(provider.name): models \(models), provider \(provider.heard)"
        }
      }

      @Test("random updates, also from callbacks, and scrolling: events balance, owners only")
      func property() async {
        let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...40)
        await propertyCheck(count: propertyCases(500), input: raw) { raw in
          let draw = drawing(from: raw)
          let screen = Screen()
          screen.controller.workingRangeSize = 0.5
          let container = SectionContainer(controller: screen.controller)
          let ledger = EventLedger()
          let providers = [LedgerProvider("a"), LedgerProvider("b")]
          container.setProviders(providers, animated: false)
          let controller = screen.controller
          let forgetDeleted: @MainActor (Bool) -> Void = { _ in
            let present = Set(
              controller.snapshot.sections.flatMap { $0.cellModels.map(\.identifier) })
            ledger.forget(keeping: present)
          }
          var reentrant = 3
          for provider in providers {
            provider.onEvent = { [weak provider] in
              guard let provider, reentrant > 0, draw() % 6 == 0 else { return }
              reentrant -= 1
              provider.context?.update(
                with: Self.sections(of: provider.name, draw, ledger: ledger),
                animated: draw() % 2 == 0, completion: forgetDeleted)
            }
          }
          for operation in raw.prefix(16) {
            switch operation % 5 {
            case 0, 1:
              let provider = providers[draw() % 2]
              provider.context?.update(
                with: Self.sections(of: provider.name, draw, ledger: ledger),
                animated: draw() % 2 == 0, completion: forgetDeleted)
            case 2: UIKitHarness.advance(by: [0, 0.1, 0.4][draw() % 3])
            case 3:
              screen.collectionView.contentOffset.y = CGFloat(draw() % 1_200)
              screen.collectionView.layoutIfNeeded()
            default: screen.settle()
            }
          }
          reentrant = 0
          screen.settle()
          screen.collectionView.layoutIfNeeded()
          var failures = ledger.failures + providers.flatMap(\.violations)
          let visible = Self.visibleIdentifiers(in: screen)
          #expect(
            ledger.shown == visible,
            "displayed \(ledger.shown.sorted()), visible \(visible.sorted())")
          let held = Set(
            (screen.host.dataSource?.indexPathsForPrefetchedItems ?? []).compactMap {
              controller.cellModel(at: $0)?.identifier
            })
          if ledger.prefetched != held {
            failures.append("prefetched \(ledger.prefetched.sorted()), held \(held.sorted())")
          }
          failures += Self.misheard(by: providers, in: ledger)
          #expect(failures.isEmpty, "\(failures.prefix(4))")
          #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
        }
      }
    }
  }
#endif
