// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Context menus
  //
  // A context menu is asked for when the user touches and holds an item: the view asks its
  // delegate for a configuration, and the configuration's action provider for the menu. The
  // model's `modelContextMenu(at:)` (CollectionView.swift, TableView.swift) does both, as the
  // interaction does; `UIAction.modelPerform()` is choosing an action.

  extension UIMenuElement.Attributes {
    public static var destructive: UIMenuElement.Attributes {
      UIMenuElement.Attributes(rawValue: 1 << 1)
    }
  }

  @MainActor open class UIMenu: UIMenuElement {
    private var elements: [UIMenuElement] = []
    /// Model: the menu's title.
    public private(set) var modelTitle = ""

    public convenience init(
      title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
      options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
      self.init()
      modelTitle = title
      elements = children
    }

    open var children: [UIMenuElement] { elements }
  }

  extension UIMenu {
    public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
      private let value: String
      public init(_ rawValue: String) { value = rawValue }
      public init(rawValue: String) { value = rawValue }
      public var rawValue: String { value }
    }

    public struct Options: OptionSet, @unchecked Sendable {
      private let value: UInt
      public init(rawValue: UInt) { value = rawValue }
      public var rawValue: UInt { value }
    }
  }

  public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
  public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

  @MainActor open class UIContextMenuConfiguration: NSObject {
    /// Model: what builds the menu.
    var actionProvider: UIContextMenuActionProvider?

    public convenience init(
      identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
      actionProvider: UIContextMenuActionProvider? = nil
    ) {
      self.init()
      self.actionProvider = actionProvider
    }

    /// Model: the menu the configuration shows (UIKit suggests no actions of its own here).
    public func modelMenu() -> UIMenu? { actionProvider?([]) }
  }
#endif

#if os(Linux)
  extension UICollectionView {
    /// Model: touching and holding the item at `indexPath`: the menu its delegate configures,
    /// or `nil` when it configures none.
    public func modelContextMenu(at indexPath: IndexPath) -> UIMenu? {
      let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
      return delegate?.collectionView(
        self, contextMenuConfigurationForItemsAt: [indexPath],
        point: CGPoint(x: frame.midX, y: frame.midY)
      )?.modelMenu()
    }
  }

  extension UITableView {
    /// Model: touching and holding the row at `indexPath`: the menu its delegate configures,
    /// or `nil` when it configures none.
    public func modelContextMenu(at indexPath: IndexPath) -> UIMenu? {
      let frame = rectForRow(at: indexPath)
      return delegate?.tableView(
        self, contextMenuConfigurationForRowAt: indexPath,
        point: CGPoint(x: frame.midX, y: frame.midY)
      )?.modelMenu()
    }
  }
#endif
