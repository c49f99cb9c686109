#if os(Linux)
  import Foundation

  // Model: the subset of the focus engine the adapter uses (tvOS, and iPad with a hardware
  // keyboard): moving the focus between a list's items, asking the delegate whether an item can
  // take it and telling it where it went, and, when the focus comes back to the list, going to
  // the remembered index path (`remembersLastFocusedIndexPath`) or else the delegate's
  // preferred one. Focus movement by direction (which item is "below") is left out: tests name
  // the item the user moves to.

  @MainActor open class UIFocusUpdateContext: NSObject {}

  @MainActor open class UIFocusAnimationCoordinator: NSObject {}

  @MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    private let previous: IndexPath?
    private let next: IndexPath?
    /// Model: a context of a focus update from `previous` to `next`.
    public init(
      previouslyFocusedIndexPath previous: IndexPath?, nextFocusedIndexPath next: IndexPath?
    ) {
      self.previous = previous
      self.next = next
    }
    /// A context of no move, as UIKit's inherited initializer makes.
    public override init() {
      previous = nil
      next = nil
    }
    open var previouslyFocusedIndexPath: IndexPath? { previous }
    open var nextFocusedIndexPath: IndexPath? { next }
  }

  @MainActor open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    private let previous: IndexPath?
    private let next: IndexPath?
    /// Model: a context of a focus update from `previous` to `next`.
    public init(
      previouslyFocusedIndexPath previous: IndexPath?, nextFocusedIndexPath next: IndexPath?
    ) {
      self.previous = previous
      self.next = next
    }
    /// A context of no move, as UIKit's inherited initializer makes.
    public override init() {
      previous = nil
      next = nil
    }
    open var previouslyFocusedIndexPath: IndexPath? { previous }
    open var nextFocusedIndexPath: IndexPath? { next }
  }

  extension ModelListView {
    /// Moves the focus to the visible item at `indexPath` if the delegate lets it take it,
    /// or out of the list (`nil`), telling the delegate; returns whether the focus moved.
    func moveFocus(to indexPath: IndexPath?) -> Bool {
      guard list.focus.allowsFocus else { return false }
      if let indexPath {
        guard list.visible[indexPath] != nil, listDelegate?.canFocus(indexPath) ?? true else {
          return false
        }
      }
      let previous = list.focus.focused
      list.focus.focused = indexPath
      if let indexPath { list.focus.remembered = indexPath }
      listDelegate?.didUpdateFocus(previous, indexPath)
      return true
    }

    /// `setNeedsFocusUpdate()`: the next `updateFocusIfNeeded()` moves the focus.
    func requestFocusUpdate() { list.focus.needsUpdate = true }

    /// `updateFocusIfNeeded()`: when an update was asked for and the focus is in the list, it
    /// moves to the list's preferred focus environment — the delegate's preferred index path
    /// (with `remembersLastFocusedIndexPath` off, as the adapter sets it).
    func performFocusUpdate() {
      guard list.focus.needsUpdate else { return }
      list.focus.needsUpdate = false
      guard list.focus.focused != nil, let preferred = listDelegate?.preferredFocus() else {
        return
      }
      moveFocus(to: preferred)
    }

    /// The focus comes back to the list: to the remembered index path when the view remembers
    /// one, else to the delegate's preferred index path, else to the first visible item that
    /// can take it. Returns where it went.
    func focusReturns() -> IndexPath? {
      let remembered = list.focus.remembersLastFocusedIndexPath ? list.focus.remembered : nil
      let candidates =
        [remembered, listDelegate?.preferredFocus()].compactMap { $0 }
        + list.visible.keys.sorted()
      for candidate in candidates where moveFocus(to: candidate) { return candidate }
      return nil
    }
  }

  extension UICollectionView {
    /// Model: the focused item, if the focus is in the view.
    public var modelFocusedIndexPath: IndexPath? { list.focus.focused }
    /// Model: the user moves the focus to the visible item at `indexPath` (or out of the view,
    /// `nil`); whether it moved.
    @discardableResult
    public func modelMoveFocus(to indexPath: IndexPath?) -> Bool { moveFocus(to: indexPath) }
    /// Model: the focus comes back to the view (see ``ListFocus``); where it went.
    @discardableResult
    public func modelFocusReturns() -> IndexPath? { focusReturns() }
  }

  extension UITableView {
    /// Model: the focused row, if the focus is in the view.
    public var modelFocusedIndexPath: IndexPath? { list.focus.focused }
    /// Model: the user moves the focus to the visible row at `indexPath` (or out of the view,
    /// `nil`); whether it moved.
    @discardableResult
    public func modelMoveFocus(to indexPath: IndexPath?) -> Bool { moveFocus(to: indexPath) }
    /// Model: the focus comes back to the view (see ``ListFocus``); where it went.
    @discardableResult
    public func modelFocusReturns() -> IndexPath? { focusReturns() }
  }
#endif
