#if canImport(UIKit)
  import UIKit

  /// A view controller whose view is a Roster list: a `UICollectionView` with a
  /// ``ListCollectionViewLayout``, its ``CollectionViewHost`` and the `ListController` that
  /// drives it, ready to use.
  ///
  /// A screen subclasses it and describes its list; there is no data source, delegate,
  /// registration or index path to write:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// final class ProfileViewController: ListViewController {
  ///   func updateUI(with user: User, posts: [Post]) {
  ///     listController.update {
  ///       Section("profile", constraints: Constraints(inset: EdgeInsets(top: 16, left: 16))) {
  ///         ProfileHeaderCellModel(user: user)
  ///       }
  ///       Section("posts", constraints: Constraints(minimumLineSpacing: 8)) {
  ///         for post in posts { PostCellModel(post: post) }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The collection view is the controller's view, created with the controller; style it in
  /// `viewDidLoad`.
  open class ListViewController: UIViewController {
    /// The list's collection view, which is also the controller's view.
    public let collectionView: UICollectionView
    /// The list's layout, backed by Roster's `ListLayout`.
    public let listLayout: ListCollectionViewLayout
    /// Drives the collection view: give it the list's sections with
    /// `ListController/update(with:animated:completion:)`.
    public let listController: ListController<CollectionViewHost>

    /// Creates the controller and its list, scrolling in `scrollDirection`.
    public init(scrollDirection: ScrollDirection = .vertical) {
      (listLayout, collectionView, listController) = Self.makeList(scrollDirection)
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates the controller from a storyboard or nib, with a vertical list.
    public required init?(coder: NSCoder) {
      (listLayout, collectionView, listController) = Self.makeList(.vertical)
      super.init(coder: coder)
    }

    /// Makes the collection view the controller's view.
    open override func loadView() {
      view = collectionView
    }

    /// The outline keys (`CollectionViewHost.outlineKeyCommands(action:)`) after any others.
    open override var keyCommands: [UIKeyCommand]? {
      (super.keyCommands ?? [])
        + listController.host.outlineKeyCommands(action: Self.outlineKeyAction)
    }

    private static func makeList(
      _ scrollDirection: ScrollDirection
    ) -> (ListCollectionViewLayout, UICollectionView, ListController<CollectionViewHost>) {
      let layout = ListCollectionViewLayout(scrollDirection: scrollDirection)
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      let controller = ListController(host: CollectionViewHost(collectionView: collectionView))
      return (layout, collectionView, controller)
    }
  }
#endif
