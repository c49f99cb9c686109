#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// What a nested list cell needs from the host that shows it: the registry its nested list
  /// shares, the one diagnostic channel of the outer list, and its child lists, where nested lists'
  /// offsets are kept. Both hosts are outer hosts; each hands itself to the nested list cells it
  /// binds (``NestedListHolding/outerHost``).
  @MainActor
  protocol OuterListHost: AnyObject {
    /// The outer list's registry, shared with the nested lists.
    var cellRegistry: CellRegistry { get }
    /// How far the child lists shown by this host are scrolled: where its nested lists were
    /// left.
    var childLists: ChildLists { get set }
    /// Reports `diagnostic` to the outer list's controller.
    func report(_ diagnostic: ListDiagnostic)
    /// Which way the outer list reads across: its nested lists read the same way.
    var readingDirection: UIUserInterfaceLayoutDirection { get }
  }

  /// A cell that holds a nested list: the hosts tell it which host shows it, before binding it,
  /// and when it ends displaying, so that it keeps its nested list's offset.
  @MainActor
  protocol NestedListHolding: AnyObject {
    /// The host that shows the cell; set by the host before each binding.
    var outerHost: (any OuterListHost)? { get set }
    /// The cell left the screen: its nested list's offset is kept by the outer host.
    func nestedListDidEndDisplaying()
  }
#endif

#if canImport(UIKit)
  extension CollectionViewHost: OuterListHost {
    var readingDirection: UIUserInterfaceLayoutDirection {
      collectionView.effectiveUserInterfaceLayoutDirection
    }
  }

  extension TableViewHost: OuterListHost {
    var readingDirection: UIUserInterfaceLayoutDirection {
      tableView.effectiveUserInterfaceLayoutDirection
    }
  }
#endif
