#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  extension OnUIKit {
    /// One `CellRegistry` for a hierarchy of lists: a host made with another host's registry
    /// shows its models with the cells registered there.
    @Suite("RosterUIKit: a cell registry shared by hosts", .serialized)
    @MainActor
    struct SharedRegistryTests {
      @Test("a cell type registered on one host's registry shows models on the sharing host")
      func sharedRegistry() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let outer = CollectionViewHost(
          collectionView: UICollectionView(
            frame: frame, collectionViewLayout: ListCollectionViewLayout()))
        let inner = CollectionViewHost(
          collectionView: UICollectionView(
            frame: frame, collectionViewLayout: ListCollectionViewLayout()),
          cellRegistry: outer.cellRegistry)
        let alone = CollectionViewHost(
          collectionView: UICollectionView(
            frame: frame, collectionViewLayout: ListCollectionViewLayout()))
        outer.cellRegistry.register(BadgeRowCell.self, for: RowModel.self)
        let row = RowModel(identifier: "r", text: "")
        #expect(inner.cellRegistry === outer.cellRegistry)
        #expect(
          ObjectIdentifier(inner.cellRegistry.cellType(for: row))
            == ObjectIdentifier(BadgeRowCell.self))
        #expect(
          ObjectIdentifier(alone.cellRegistry.cellType(for: row)) == ObjectIdentifier(RowCell.self))
      }

      @Test("a table host made with another table host's registry shares it")
      func sharedTableRegistry() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let outer = TableViewHost(tableView: UITableView(frame: frame, style: .plain))
        let inner = TableViewHost(
          tableView: UITableView(frame: frame, style: .plain), cellRegistry: outer.cellRegistry)
        outer.cellRegistry.register(TableBadgeRowCell.self, for: RowModel.self)
        #expect(inner.cellRegistry === outer.cellRegistry)
        let shown = inner.cellRegistry.cellType(for: RowModel(identifier: "r", text: ""))
        #expect(ObjectIdentifier(shown) == ObjectIdentifier(TableBadgeRowCell.self))
      }
    }
  }
#endif
