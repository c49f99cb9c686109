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
  open var keyCommands: [UIKeyCommand]? { fatalError() }
}

// MARK: - Hardware keyboard
//
// `Selector` is the ObjectiveC module's, which UIKit re-exports; Linux has no Objective-C
// runtime, so it is declared here with the initializer the adapter calls. The adapter names
// its action with `Selector(("…"))`, which compiles alike on both, and implements the `@objc`
// action method only where Objective-C exists (`#if canImport(ObjectiveC)`).

public struct Selector: Hashable, Equatable, @unchecked Sendable {
  public init(_ str: String) { fatalError() }
}

public struct UIKeyModifierFlags: OptionSet, @unchecked Sendable {
  public init(rawValue: Int) { fatalError() }
  public var rawValue: Int { fatalError() }
  public static var shift: UIKeyModifierFlags { fatalError() }
}

@MainActor open class UICommand: UIMenuElement {}

@MainActor open class UIKeyCommand: UICommand {
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    fatalError()
  }
  open var input: String? { fatalError() }
  open var modifierFlags: UIKeyModifierFlags { fatalError() }
  open var discoverabilityTitle: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var wantsPriorityOverSystemBehavior: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  nonisolated public static let inputRightArrow: String = ""
  nonisolated public static let inputLeftArrow: String = ""
}

public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
  public init(_ rawValue: Float) { fatalError() }
  public init(rawValue: Float) { fatalError() }
  public var rawValue: Float { fatalError() }
  public static let required = UILayoutPriority(1000)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

public enum UISemanticContentAttribute: Int, @unchecked Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

@MainActor open class UIView: UIResponder {
  // `required`: see the note at the top of the file.
  public required init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open func setNeedsFocusUpdate() { fatalError() }
  open func updateFocusIfNeeded() { fatalError() }
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { fatalError() }
    set { fatalError() }
  }
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
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
  open var subviews: [UIView] { fatalError() }
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
  // The closures are `@MainActor @Sendable` here, stricter than the SDK's, so that what
  // type-checks here also does against the SDK.
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) { fatalError() }
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { fatalError() }
    set { fatalError() }
  }

  // Used by Sources/RosterUIKitCells: see the note above its section at the end of the file.
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var tintColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentMode: UIView.ContentMode {
    get { fatalError() }
    set { fatalError() }
  }
  open var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
  open var intrinsicContentSize: CGSize { fatalError() }
  open func invalidateIntrinsicContentSize() { fatalError() }
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { fatalError() }
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { fatalError() }
  public static let noIntrinsicMetric: CGFloat = -1

  // Accessibility: see the note at the top of this section.
  open var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityValue: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityHint: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor open class UIAccessibilityCustomAction: NSObject {
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
    fatalError()
  }
  open var name: String {
    get { fatalError() }
    set { fatalError() }
  }
}

public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public init(_ rawValue: String) { fatalError() }
  public init(rawValue: String) { fatalError() }
  public var rawValue: String { fatalError() }
}

extension UIContentSizeCategory {
  nonisolated public static let didChangeNotification = NSNotification.Name("")
}

@MainActor open class UIContextualAction: NSObject {
  public enum Style: Int, @unchecked Sendable {
    case normal = 0
    case destructive = 1
  }
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
  public convenience init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) { fatalError() }
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var style: UIContextualAction.Style { fatalError() }
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor open class UISwipeActionsConfiguration: NSObject {
  public convenience init(actions: [UIContextualAction]) { fatalError() }
  open var actions: [UIContextualAction] { fatalError() }
  open var performsFirstActionWithFullSwipe: Bool {
    get { fatalError() }
    set { fatalError() }
  }
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
  open func viewDidLoad() { fatalError() }
}

// MARK: - Scroll and collection views

// Optional requirements: see the note at the top of the file.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  /* optional */ func scrollViewDidScroll(_ scrollView: UIScrollView)
  /* optional */ func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
}

// Optional in UIKit; as when a delegate does not implement it, nothing happens.
extension UIScrollViewDelegate {
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
}

public struct UIEdgeInsets: Equatable, Sendable {
  public init() { fatalError() }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public static var zero: UIEdgeInsets { fatalError() }
}

@MainActor open class UIScrollView: UIView {
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(tvOS, unavailable)
  open var refreshControl: UIRefreshControl? {
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

@MainActor open class UIFocusUpdateContext: NSObject {}

@MainActor open class UIFocusAnimationCoordinator: NSObject {}

@MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
  open var previouslyFocusedIndexPath: IndexPath? { fatalError() }
  open var nextFocusedIndexPath: IndexPath? { fatalError() }
}

@MainActor open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
  open var previouslyFocusedIndexPath: IndexPath? { fatalError() }
  open var nextFocusedIndexPath: IndexPath? { fatalError() }
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
  open var allowsSelection: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var allowsMultipleSelection: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var remembersLastFocusedIndexPath: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 15.0, tvOS 15.0, *)
  open var allowsFocus: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 14.0, tvOS 14.0, *)
  open var allowsSelectionDuringEditing: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 14.0, tvOS 14.0, *)
  open var allowsMultipleSelectionDuringEditing: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 14.0, tvOS 14.0, *)
  open var isEditing: Bool {
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
  open func indexPathForItem(at point: CGPoint) -> IndexPath? { fatalError() }
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
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
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
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
  ) -> Bool
  /* optional */ func indexPathForPreferredFocusedView(
    in collectionView: UICollectionView
  ) -> IndexPath?
  /* optional */ func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
}

// Optional in UIKit; as when a delegate does not implement it, the proposed index path.
extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
    nil
  }
  public func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
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
  public override init() { fatalError() }
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
  open var accessoryView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
  open var indentationLevel: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var indentationWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
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
  open var allowsMultipleSelection: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var allowsSelectionDuringEditing: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var allowsMultipleSelectionDuringEditing: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isEditing: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func setEditing(_ editing: Bool, animated: Bool) { fatalError() }
  open var remembersLastFocusedIndexPath: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 15.0, tvOS 15.0, *)
  open var allowsFocus: Bool {
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
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /* optional */ func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /* optional */ func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
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
  /* optional */ func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /* optional */ func tableView(
    _ tableView: UITableView, canFocusRowAt indexPath: IndexPath
  ) -> Bool
  /* optional */ func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
  /* optional */ func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
  /* optional */ func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /* optional */ func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /* optional */ func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

// Optional in UIKit; as when a delegate does not implement it, the proposed index path.
extension UITableViewDelegate {
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
}

// MARK: - RosterUIKitCells: views, Auto Layout, controls and text
//
// What Sources/RosterUIKitCells uses beyond the adapter. Two more stand-ins, as above:
//
// - `init(frame:)` being `required` on UIView (see the top of the file), the cells create every
//   view with it (`UILabel(frame: .zero)`), which UIKit accepts too.
// - The accessibility properties are declared by UIKit on NSObject (the UIAccessibility
//   informal protocol); they are declared on UIView here, the only receiver the cells use, so
//   that the model can keep them in stored properties. Uses type-check the same.

extension UILayoutPriority {
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
}

extension UIView {
  public enum ContentMode: Int, @unchecked Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }
}

public struct UIAccessibilityTraits: OptionSet, @unchecked Sendable {
  public init(rawValue: UInt64) { fatalError() }
  public var rawValue: UInt64 { fatalError() }
  public static var none: UIAccessibilityTraits { fatalError() }
  public static var button: UIAccessibilityTraits { fatalError() }
  public static var image: UIAccessibilityTraits { fatalError() }
  public static var selected: UIAccessibilityTraits { fatalError() }
  public static var staticText: UIAccessibilityTraits { fatalError() }
  public static var header: UIAccessibilityTraits { fatalError() }
  public static var notEnabled: UIAccessibilityTraits { fatalError() }
  public static var updatesFrequently: UIAccessibilityTraits { fatalError() }
}

@MainActor open class NSLayoutConstraint: NSObject {
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var priority: UILayoutPriority {
    get { fatalError() }
    set { fatalError() }
  }
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

extension NSLayoutConstraint {
  public enum Axis: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError()
  }
  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat
  ) -> NSLayoutConstraint { fatalError() }
}

@MainActor open class UIStackView: UIView {
  public init(arrangedSubviews views: [UIView]) { fatalError() }
  public required init(frame: CGRect) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  open var arrangedSubviews: [UIView] { fatalError() }
  open func addArrangedSubview(_ view: UIView) { fatalError() }
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError() }
    set { fatalError() }
  }
  open var alignment: UIStackView.Alignment {
    get { fatalError() }
    set { fatalError() }
  }
  open var spacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIStackView {
  public enum Alignment: Int, @unchecked Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
  }
}

// MARK: - Colours, fonts and images

open class UIColor: NSObject, @unchecked Sendable {
  open class var label: UIColor { fatalError() }
  open class var secondaryLabel: UIColor { fatalError() }
  open class var placeholderText: UIColor { fatalError() }
  open class var separator: UIColor { fatalError() }
  open class var systemRed: UIColor { fatalError() }
  open class var systemGray: UIColor { fatalError() }
  open class var white: UIColor { fatalError() }
  open class var tertiarySystemFill: UIColor { fatalError() }
  open class var systemBackground: UIColor { fatalError() }
  open class var tintColor: UIColor { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  open var pointSize: CGFloat { fatalError() }
  open var lineHeight: CGFloat { fatalError() }
}

extension UIFont {
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
  }
}

// Objective-C class constants: see the note at the top of the file.
extension UIFont.TextStyle {
  public static let title2 = UIFont.TextStyle("UICTFontTextStyleTitle2")
  public static let headline = UIFont.TextStyle("UICTFontTextStyleHeadline")
  public static let body = UIFont.TextStyle("UICTFontTextStyleBody")
  public static let subheadline = UIFont.TextStyle("UICTFontTextStyleSubhead")
  public static let caption1 = UIFont.TextStyle("UICTFontTextStyleCaption1")
}

@MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  var adjustsFontForContentSizeCategory: Bool { get set }
}

open class UIImage: NSObject, @unchecked Sendable {
  public init?(named name: String) { fatalError() }
  public init?(systemName name: String) { fatalError() }
}

@MainActor open class UIImageView: UIView {
  public init(image: UIImage?) { fatalError() }
  public required init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - Labels, controls and text

public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }
  open var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// As Apple declares it: a closure written in main-actor code (a cell) is main-actor isolated.
public typealias UIActionHandler = (UIAction) -> Void

@MainActor open class UIMenuElement: NSObject {}

extension UIMenuElement {
  public struct Attributes: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public var rawValue: UInt { fatalError() }
  }

  public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

@MainActor open class UIAction: UIMenuElement {
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { fatalError() }
  open var title: String {
    get { fatalError() }
    set { fatalError() }
  }
  open var attributes: UIMenuElement.Attributes {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIAction {
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
  }
}

@MainActor open class UIControl: UIView {
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
  open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
}

extension UIControl {
  public struct Event: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public var rawValue: UInt { fatalError() }
    public static var touchUpInside: UIControl.Event { fatalError() }
    public static var valueChanged: UIControl.Event { fatalError() }
    public static var primaryActionTriggered: UIControl.Event { fatalError() }
    public static var editingChanged: UIControl.Event { fatalError() }
    public static var editingDidEndOnExit: UIControl.Event { fatalError() }
  }

  public struct State: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public var rawValue: UInt { fatalError() }
    public static var normal: UIControl.State { fatalError() }
    public static var disabled: UIControl.State { fatalError() }
  }
}

@MainActor open class UIButton: UIControl {
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
  open func title(for state: UIControl.State) -> String? { fatalError() }
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
  open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
  open var titleLabel: UILabel? { fatalError() }
}

@available(tvOS, unavailable)
@MainActor open class UIRefreshControl: UIControl {
  public init() { fatalError() }
  // `required`: see the note at the top of the file.
  public required init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var isRefreshing: Bool { fatalError() }
  open func beginRefreshing() { fatalError() }
  open func endRefreshing() { fatalError() }
}

@MainActor open class UISwitch: UIControl {
  open var isOn: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func setOn(_ on: Bool, animated: Bool) { fatalError() }
}

@MainActor open class UISegmentedControl: UIControl {
  public init(items: [Any]?) { fatalError() }
  public required init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var numberOfSegments: Int { fatalError() }
  open var selectedSegmentIndex: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    fatalError()
  }
  open func removeAllSegments() { fatalError() }
  open func titleForSegment(at segment: Int) -> String? { fatalError() }
  // Objective-C class constant: see the note at the top of the file.
  public static let noSegment: Int = -1
}

@MainActor open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var placeholder: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var font: UIFont? {
    get { fatalError() }
    set { fatalError() }
  }
  open var borderStyle: UITextField.BorderStyle {
    get { fatalError() }
    set { fatalError() }
  }
  open var isEditing: Bool { fatalError() }
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UITextField {
  public enum BorderStyle: Int, @unchecked Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }
}

// Optional requirements: see the note at the top of the file.
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
  /* optional */ func textViewDidChange(_ textView: UITextView)
}

@MainActor open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
  open var text: String! {
    get { fatalError() }
    set { fatalError() }
  }
  open var font: UIFont? {
    get { fatalError() }
    set { fatalError() }
  }
  open var isEditable: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  weak open var delegate: (any UITextViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - Context menus

extension UIMenuElement.Attributes {
  public static var destructive: UIMenuElement.Attributes { fatalError() }
}

@MainActor open class UIMenu: UIMenuElement {
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) { fatalError() }
  open var children: [UIMenuElement] { fatalError() }
}

extension UIMenu {
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
  }

  public struct Options: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public var rawValue: UInt { fatalError() }
  }
}

public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

@MainActor open class UIContextMenuConfiguration: NSObject {
  public convenience init(
    identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
    actionProvider: UIContextMenuActionProvider? = nil
  ) { fatalError() }
}

// MARK: - Gestures
//
// What the collection view host's swipe actions use (`Sources/RosterUIKit/Internal/
// SwipePanGestureRecognizer.swift`). `init(target:action:)` takes a `Selector`, which Linux
// lacks; the adapter uses `init()`. The `touches…(_:with:)` methods and `reset()` are declared
// in UIKit's `UIGestureRecognizerSubclass` module, which the adapter imports where it exists
// (`#if canImport(UIKit.UIGestureRecognizerSubclass)`); a Swift module has no submodules, so
// they are declared on the class here.

@MainActor open class UITouch: NSObject {
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

@MainActor open class UIEvent: NSObject {}

// Optional requirements: see the note at the top of the file.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /* optional */ func gestureRecognizerShouldBegin(
    _ gestureRecognizer: UIGestureRecognizer
  )
    -> Bool
}

@MainActor open class UIGestureRecognizer: NSObject {
  public init?(coder: NSCoder) { fatalError() }
  // `override`: Swift sees NSObject's `init()`, which the SDK's convenience `init()` replaces.
  public override convenience init() { fatalError() }
  open var state: UIGestureRecognizer.State { fatalError() }
  weak open var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var view: UIView? { fatalError() }
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func location(in view: UIView?) -> CGPoint { fatalError() }
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
  open func reset() { fatalError() }
}

extension UIGestureRecognizer {
  public enum State: Int, @unchecked Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
  }
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  open func translation(in view: UIView?) -> CGPoint { fatalError() }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { fatalError() }
  open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}
