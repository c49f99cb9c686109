#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import RosterCells
  import RosterDemo
  import RosterTerminal
  import RosterTerminalCells
  import RosterTesting
  import RosterUIKitCellsOnModel
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// One screen function, the demo's `ProfileScreen.sections(for:send:)`, drives a terminal
    /// list, RosterTesting's simulated host, a collection view and a table view with no
    /// host-specific code in the screen: its models name terminal cells, and the collection and
    /// table views' `CellRegistry`s show them with their own cells.
    ///
    /// Linux only: the demo and the terminal are not built for iOS.
    @Suite("One screen on every host: the demo's profile screen", .serialized)
    @MainActor
    struct OneScreenOnEveryHostTests {
      @Test("loading, content, a failure, a retry and content: each host shows each state")
      func everyHostShowsEveryState() async {
        var sent: [ProfileAction] = []
        let send: ProfileScreen.Send = { action in MainActor.assumeIsolated { sent.append(action) }
        }

        let terminal = TerminalListView(size: CGSize(width: 40, height: 30))
        terminal.cellRegistry.registerTerminalCells()
        let onTerminal = ListController(host: terminal)
        let simulated = SimulatedListHost()
        simulated.cellRegistry.registerTerminalCells()
        let onSimulator = ListController(host: simulated)
        let screen = Screen()
        screen.collectionView.frame.size.height = 1_000
        Self.registerCollectionViewCells(in: screen.host.cellRegistry)
        let table = TableScreen()
        table.tableView.frame.size.height = 1_000
        Self.registerTableViewCells(in: table.host.cellRegistry)
        var diagnostics: [ListDiagnostic] = []
        var tableReports: [String] = []
        onTerminal.diagnosticHandler = { diagnostics.append($0) }
        onSimulator.diagnosticHandler = { diagnostics.append($0) }

        for state in Self.states {
          let sections = ProfileScreen.sections(for: state, send: send)
          await onTerminal.updateAndWait(with: sections, animated: false)
          await onSimulator.updateAndWait(with: sections, animated: true)
          screen.controller.update(with: sections, animated: true)
          table.controller.update(with: sections, animated: true)
          screen.expectShows(sections, "\(state)")
          // A table has no section insets: the demo's are reported, once per section.
          table.settle()
          tableReports += Self.takeConstraintsReports(of: table)
          table.expectShows(sections, "\(state)")
          #expect(simulated.errors.isEmpty)
          #expect(diagnostics.isEmpty, "\(state)")
          let rows = terminal.renderedScreen().plainRows.joined(separator: "\n")
          let shown = screen.collectionView.visibleCells.compactMap {
            ($0 as? any BoundCell)?.boundModel?.identifier
          }
          let rowsShown = (table.tableView.indexPathsForVisibleRows ?? []).compactMap {
            (table.tableView.cellForRow(at: $0) as? any BoundCell)?.boundModel?.identifier
          }
          // Every host shows the same items: the terminal by their text, the others by model.
          #expect(shown == sections.flatMap { $0.cellModels.map(\.identifier) })
          #expect(rowsShown == shown)
          if state.posts.value != nil { #expect(rows.contains("Posts")) }
        }

        #expect(tableReports == ["profile", "posts"])

        // A post's row, tapped in the collection view, sends the screen's action.
        let posts = screen.collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }
        #expect(posts.count == Self.posts.count)
        #expect(UIKitHarness.tap(screen.collectionView, at: [1, 1]))
        #expect(table.tableView.tapRow(at: [1, 0]))
        #expect(sent == [.select(postID: "p2"), .select(postID: "p1")])
      }

      /// The sections the table reported unsupported constraints of, taken out of its
      /// diagnostics.
      private static func takeConstraintsReports(of table: TableScreen) -> [String] {
        let reports = table.diagnostics.compactMap { diagnostic -> String? in
          guard case .unsupportedConstraints(let section, _) = diagnostic else { return nil }
          return section
        }
        table.diagnostics.removeAll {
          if case .unsupportedConstraints = $0 { true } else { false }
        }
        return reports
      }

      static let profile = Profile(
        name: "Ada Okafor", username: "adaokafor", bio: "Writes about lists.",
        attributes: [ProfileAttribute(name: "Location", value: "Lisbon")])

      static let posts = [
        RosterDemo.Post(id: "p1", title: "Notes on diffing", body: "Diffs are fun.", likes: 3),
        RosterDemo.Post(id: "p2", title: "Why I like reducers", body: "Pure functions.", likes: 5),
      ]

      /// Loading, content, the posts failing, their retry, and content again.
      static var states: [ProfileViewState] {
        let actions: [ProfileAction] = [
          .load, .loaded(.profile(profile), request: 0), .loaded(.posts(posts), request: 1),
          .retry(.posts), .failed(.posts, request: 2, message: "offline"), .retry(.posts),
          .loaded(.posts(posts), request: 3),
        ]
        var state = ProfileViewState()
        return actions.map { action in
          state = ProfileReducer.reduced(state, action)
          return state
        }
      }

      /// The collection view cells of the demo's models: what an app adds to show a screen
      /// written for one host on another. The catalogue's models (RosterCells) are shown by
      /// RosterUIKitCells' cells; the demo's own by the cells below, registered after them.
      static func registerCollectionViewCells(in registry: CellRegistry) {
        registry.registerCollectionViewCells()
        registry.register(DemoCollectionCell<RosterDemo.ProfileHeaderCellModel>.self)
        registry.register(DemoCollectionCell<RosterDemo.PostCellModel>.self)
        registry.register(DemoCollectionCell<RosterDemo.PostDetailCellModel>.self)
      }
    }
  }

  extension OnUIKit.OneScreenOnEveryHostTests {
    /// The table view cells of the demo's models: RosterUIKitCells' for the catalogue's, then
    /// the demo's own.
    static func registerTableViewCells(in registry: CellRegistry) {
      registry.registerTableViewCells()
      registry.register(DemoTableCell<RosterDemo.ProfileHeaderCellModel>.self)
      registry.register(DemoTableCell<RosterDemo.PostCellModel>.self)
      registry.register(DemoTableCell<RosterDemo.PostDetailCellModel>.self)
    }
  }

  /// A table view cell for any of the demo's models, 30 points tall when measured.
  final class DemoTableCell<Model: CellModel>: ListTableViewCell, TypedListCell, BoundCell {
    private(set) var model: Model?
    var boundModel: (any CellModel)? { model }

    func bind(model: Model, sizing: Bool) {
      if contentView.subviews.isEmpty {
        contentView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30)))
      }
      self.model = model
    }
  }

  /// A collection view cell for any of the demo's models: a 30-point label, so that Auto
  /// Layout measures it 30 points tall.
  final class DemoCollectionCell<Model: CellModel>: ListCollectionViewCell, TypedListCell,
    BoundCell
  {
    private(set) var model: Model?
    var boundModel: (any CellModel)? { model }

    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30)))
    }

    required init?(coder: NSCoder) { nil }

    func bind(model: Model, sizing: Bool) { self.model = model }
  }
#endif
