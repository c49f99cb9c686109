// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Declarations of exactly the UIKit API that Sources/RosterUIKit uses (and the adapter's tests,
// Tests/RosterUIKitTests, where they run on iOS), with the Swift
// signatures Apple's SDK gives them (iOS 16+, as imported into Swift 6), so that `run.sh` can
// type-check the adapter on a machine without UIKit. Nothing here runs: every body traps.
//
// Where a Swift declaration cannot say what the Clang importer says, the closest Swift that
// accepts and rejects the same uses is written instead, and the reason is given beside it:
//
// - Objective-C `optional` protocol requirements need `@objc`, which Linux lacks. The
//   requirements the adapter implements are declared as plain requirements, so that a
//   misspelled implementation fails here (with UIKit it would silently never be called), and
//   the optional requirements it does not implement are left out.
// - Objective-C class constants (`class let` in Apple's documentation) are `static let`.
// - An initializer imported from Objective-C may be called through a metatype
//   (`cellClass.init(frame:)`) although it is not `required`; a Swift one must be `required`
//   for that, so `init(frame:)` is `required` here.
// - CGFloat, CGSize, CGRect, IndexPath, IndexSet, NSObject, NSCoder and Bundle come from
//   Foundation, as UIKit re-exports them from CoreGraphics and Foundation on Apple platforms.

@_exported import Foundation

// MARK: - Responders, views and view controllers

@MainActor open class UIResponder: NSObject {
  public override init() { fatalError() }
}

public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
  public init(_ rawValue: Float) { fatalError() }
  public init(rawValue: Float) { fatalError() }
  public var rawValue: Float { fatalError() }
  public static let required = UILayoutPriority(1000)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

@MainActor open class UIView: UIResponder {
  // `required`: see the note at the top of the file.
  public required init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var window: UIWindow? { fatalError() }
  open var superview: UIView? { fatalError() }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func addSubview(_ view: UIView) { fatalError() }
  open func removeFromSuperview() { fatalError() }
  open func layoutIfNeeded() { fatalError() }
  open func layoutSubviews() { fatalError() }
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { fatalError() }
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
  public static let layoutFittingCompressedSize = CGSize.zero
}

@MainActor open class UIWindow: UIView {
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  open func loadView() { fatalError() }
}

// MARK: - Scroll and collection views

// Optional requirements: see the note at the top of the file.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  /* optional */ func scrollViewDidScroll(_ scrollView: UIScrollView)
}

@MainActor open class UIScrollView: UIView {
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor open class UICollectionReusableView: UIView {
  open func prepareForReuse() { fatalError() }
}

@MainActor open class UICollectionViewCell: UICollectionReusableView {
  open var contentView: UIView { fatalError() }
}

@MainActor open class UICollectionView: UIScrollView {
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
  public required init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }

  open var collectionViewLayout: UICollectionViewLayout {
    get { fatalError() }
    set { fatalError() }
  }
  weak open var delegate: (any UICollectionViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  weak open var dataSource: (any UICollectionViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }
  weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    get { fatalError() }
    set { fatalError() }
  }
  open var isPrefetchingEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    fatalError()
  }
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) { fatalError() }
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell { fatalError() }
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView { fatalError() }

  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) { fatalError() }
  open func deselectItem(at indexPath: IndexPath, animated: Bool) { fatalError() }
  open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { fatalError() }
  open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { fatalError() }
  open func endInteractiveMovement() { fatalError() }
  open func cancelInteractiveMovement() { fatalError() }
  open var indexPathsForSelectedItems: [IndexPath]? { fatalError() }
  open func reloadData() { fatalError() }
  open var numberOfSections: Int { fatalError() }
  open func numberOfItems(inSection section: Int) -> Int { fatalError() }
  open var visibleCells: [UICollectionViewCell] { fatalError() }
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
  open var indexPathsForVisibleItems: [IndexPath] { fatalError() }
  open func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView? { fatalError() }
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) { fatalError() }

  open func insertSections(_ sections: IndexSet) { fatalError() }
  open func deleteSections(_ sections: IndexSet) { fatalError() }
  open func reloadSections(_ sections: IndexSet) { fatalError() }
  open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }
  open func insertItems(at indexPaths: [IndexPath]) { fatalError() }
  open func deleteItems(at indexPaths: [IndexPath]) { fatalError() }
  open func reloadItems(at indexPaths: [IndexPath]) { fatalError() }
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureItems(at indexPaths: [IndexPath]) { fatalError() }
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    fatalError()
  }

  // Objective-C class constants: see the note at the top of the file.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

extension UICollectionView {
  public struct ScrollPosition: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public var rawValue: UInt { fatalError() }
    public static var centeredVertically: UICollectionView.ScrollPosition { fatalError() }
    public static var centeredHorizontally: UICollectionView.ScrollPosition { fatalError() }
  }
}

// Optional requirements: see the note at the top of the file.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell
  /* optional */ func numberOfSections(in collectionView: UICollectionView) -> Int
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

// Optional requirements: see the note at the top of the file.
@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

// MARK: - Content configurations

// What the SwiftUI cell sets (`Sources/RosterUIKit/HostingCell.swift`); SwiftUI's
// `UIHostingConfiguration` conforms (UIKitCheck/SwiftUI.swift). The protocol's requirements
// (`makeContentView()`, `updated(for:)`) are left out: the adapter implements no configuration
// of its own and calls neither, it only assigns SwiftUI's.
public protocol UIContentConfiguration {}

// Declared in the UIKit overlay, as an extension of the Objective-C class (iOS 14+, below the
// package's iOS 16).
extension UICollectionViewCell {
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - Layout

@MainActor open class UICollectionViewLayoutAttributes: NSObject {
  public override init() { fatalError() }
  public convenience init(forCellWith indexPath: IndexPath) { fatalError() }
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  { fatalError() }
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var indexPath: IndexPath {
    get { fatalError() }
    set { fatalError() }
  }
  open var representedElementKind: String? { fatalError() }
}

@MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
  open var invalidateEverything: Bool { fatalError() }
  open var invalidateDataSourceCounts: Bool { fatalError() }
}

@MainActor open class UICollectionViewLayout: NSObject {
  public override init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var collectionView: UICollectionView? { fatalError() }
  open func invalidateLayout() { fatalError() }
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    fatalError()
  }
  open func prepare() { fatalError() }
  open var collectionViewContentSize: CGSize { fatalError() }
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    fatalError()
  }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    fatalError()
  }
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { fatalError() }
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { fatalError() }
}

// MARK: - Table views

@MainActor open class UITableViewCell: UIView {
  // `required`: see the note at the top of the file (a registered class is created through
  // its metatype, with this initializer).
  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    fatalError()
  }
  public required init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var contentView: UIView { fatalError() }
  open func prepareForReuse() { fatalError() }
}

extension UITableViewCell {
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }
}

@MainActor open class UITableViewHeaderFooterView: UIView {
  // `required`: see the note at the top of the file.
  public required init(reuseIdentifier: String?) { fatalError() }
  public required init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var contentView: UIView { fatalError() }
  open func prepareForReuse() { fatalError() }
}

@MainActor open class UITableView: UIScrollView {
  public init(frame: CGRect, style: UITableView.Style) { fatalError() }
  public required init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }

  open var style: UITableView.Style { fatalError() }
  weak open var dataSource: (any UITableViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }
  weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
    get { fatalError() }
    set { fatalError() }
  }
  weak open var delegate: (any UITableViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  open var estimatedRowHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var estimatedSectionHeaderHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var estimatedSectionFooterHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 15.0, tvOS 15.0, *)
  open var sectionHeaderTopPadding: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    fatalError()
  }
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    fatalError()
  }
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell { fatalError() }
  open func dequeueReusableHeaderFooterView(
    withIdentifier identifier: String
  ) -> UITableViewHeaderFooterView? { fatalError() }

  open func reloadData() { fatalError() }
  open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { fatalError() }
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { fatalError() }
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) { fatalError() }
  open var indexPathsForSelectedRows: [IndexPath]? { fatalError() }
  open var numberOfSections: Int { fatalError() }
  open func numberOfRows(inSection section: Int) -> Int { fatalError() }
  open func rectForRow(at indexPath: IndexPath) -> CGRect { fatalError() }
  open var visibleCells: [UITableViewCell] { fatalError() }
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) { fatalError() }

  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    fatalError()
  }
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    fatalError()
  }
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    fatalError()
  }
  open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    fatalError()
  }
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    fatalError()
  }
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    fatalError()
  }
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) { fatalError() }
  @available(iOS 11.0, *)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    fatalError()
  }
}

extension UITableView {
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  public enum RowAnimation: Int, @unchecked Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  public enum ScrollPosition: Int, @unchecked Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }
}

// Optional requirements: see the note at the top of the file.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /* optional */ func numberOfSections(in tableView: UITableView) -> Int
  /* optional */ func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /* optional */ func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

// Optional requirements: see the note at the top of the file.
@MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /* optional */ func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /* optional */ func tableView(
    _ tableView: UITableView, heightForRowAt indexPath: IndexPath
  ) -> CGFloat
  /* optional */ func tableView(
    _ tableView: UITableView, heightForHeaderInSection section: Int
  ) -> CGFloat
  /* optional */ func tableView(
    _ tableView: UITableView, heightForFooterInSection section: Int
  ) -> CGFloat
  /* optional */ func tableView(
    _ tableView: UITableView, viewForHeaderInSection section: Int
  ) -> UIView?
  /* optional */ func tableView(
    _ tableView: UITableView, viewForFooterInSection section: Int
  ) -> UIView?
  /* optional */ func tableView(
    _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
  ) -> Bool
  /* optional */ func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /* optional */ func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /* optional */ func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /* optional */ func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /* optional */ func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
}
