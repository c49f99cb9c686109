#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// Swipe actions for a collection view with Roster's layout, which UIKit gives none: a pan
  /// on the collection view moves the swiped item's content view over its action buttons.
  ///
  /// Where the swipe stands is `ItemSwipe`'s business (tested on Linux without UIKit); this
  /// class feeds it the pan and draws it: it finds the item under the touch, lays the buttons
  /// behind the content, moves the content, and runs the chosen action on the item it was
  /// revealed on, wherever that item is by then. The swiped item is followed by identifier
  /// through batches, reloads and cell reuse; a reused cell never keeps another item's offset.
  @MainActor
  final class CollectionSwipeActions: NSObject, UIGestureRecognizerDelegate {
    /// The width of one action's button, as a table's.
    static let actionWidth: CGFloat = 74
    /// How long the content takes to settle.
    static let settleDuration: TimeInterval = 0.25

    /// Where the swipe stands.
    private(set) var swipe = ItemSwipe()
    /// The pan that swipes items.
    let recognizer = SwipePanGestureRecognizer()
    private unowned let host: CollectionViewHost
    /// The cell showing the swiped item, with its buttons.
    private weak var cell: UICollectionViewCell?
    private weak var actionsView: SwipeActionsView?
    /// Whether a committed swipe's content has finished moving out.
    private var commitHasSettled = false

    init(host: CollectionViewHost) {
      self.host = host
      super.init()
      recognizer.delegate = self
      recognizer.onChange = { [weak self] recognizer in self?.handle(recognizer) }
      host.collectionView.addGestureRecognizer(recognizer)
    }

    // MARK: The gesture

    /// A horizontal pan begins on an item offering actions on the edge it reveals, or on the
    /// swiped item; any other pan closes the open swipe and lets the list scroll.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let collectionView = host.collectionView
      let translation = recognizer.translation(in: collectionView)
      let target = item(at: recognizer.startLocation)
      guard abs(translation.x) > abs(translation.y), let target else {
        close(animated: true)
        return false
      }
      if target.identifier == swipe.item { return true }
      let edge: ItemSwipe.Edge = translation.x * readingSign > 0 ? .leading : .trailing
      close(animated: true)
      return !target.geometry.actions(on: edge).isEmpty
    }

    private func handle(_ recognizer: SwipePanGestureRecognizer) {
      let collectionView = host.collectionView
      switch recognizer.state {
      case .began:
        guard let target = item(at: recognizer.startLocation),
          swipe.begin(item: target.identifier, geometry: target.geometry)
        else { return }
        swipe.move(translation: recognizer.translation(in: collectionView).x * readingSign)
        draw(animated: false)
      case .changed:
        swipe.move(translation: recognizer.translation(in: collectionView).x * readingSign)
        draw(animated: false)
      case .ended:
        let choice = swipe.end(velocity: recognizer.velocity(in: collectionView).x * readingSign)
        draw(animated: true)
        if let choice { perform(choice) }
      case .cancelled:
        swipe.cancel()
        draw(animated: true)
      default:
        break
      }
    }

    /// 1 when the collection view reads left to right, -1 right to left: `ItemSwipe` counts
    /// towards the trailing edge, which is the left in a list read right to left, where the
    /// leading actions show at the right.
    private var readingSign: CGFloat {
      host.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    }

    /// The user tapped the button of the action at `index` on `edge`.
    private func choose(_ index: Int, on edge: ItemSwipe.Edge) {
      guard let choice = swipe.choose(actionAt: index, on: edge) else { return }
      draw(animated: true)
      perform(choice)
    }

    private func perform(_ choice: ItemSwipe.Choice) {
      host.dataSource?.performAction(choice.action.identifier, onItem: choice.item)
    }

    // MARK: What closes or follows a swipe

    /// A destructive action's content finished moving out and the item is still in the list:
    /// if no batch is under way to remove it, the app kept it, and the swipe closes; during a
    /// batch, the swipe waits for the batch to end.
    private func commitSettled() {
      guard case .committed = swipe.phase else { return }
      commitHasSettled = true
      guard !host.isPerformingBatch else { return }
      closeCommittedSwipe()
    }

    /// A batch ended: a committed swipe whose content has settled closes if its item stayed.
    func batchDidEnd() {
      guard case .committed = swipe.phase, commitHasSettled else { return }
      closeCommittedSwipe()
    }

    private func closeCommittedSwipe() {
      commitHasSettled = false
      guard let identifier = swipe.item, geometry(of: identifier) != nil else {
        return listChanged()
      }
      close(animated: true)
    }

    /// Closes the swipe, if an item is swiped; returns whether one was.
    @discardableResult
    func close(animated: Bool) -> Bool {
      guard swipe.isActive else { return false }
      swipe.close()
      draw(animated: animated)
      return true
    }

    /// The list changed (a batch or a reload): the swipe follows its item, ends when the
    /// item is gone (its cell, animating away, keeps its content where it was until reuse),
    /// and closes a committed swipe whose item stayed.
    func listChanged() {
      guard let identifier = swipe.item else { return }
      let geometry = self.geometry(of: identifier)
      swipe.listChanged(geometry: geometry)
      if geometry == nil {
        cell = nil
        actionsView = nil
      } else {
        draw(animated: true)
      }
    }

    /// A cell was just bound to the item `identifier`: it shows the swipe if that item is
    /// swiped, and nothing of any other item's.
    func prepare(_ cell: UICollectionViewCell, forItem identifier: String?) {
      if cell === self.cell, identifier != swipe.item {
        self.cell = nil
        actionsView = nil
      }
      if identifier != nil, identifier == swipe.item {
        draw(animated: false, in: cell)
      } else {
        Self.reset(cell)
      }
    }

    /// A cell comes on screen at its final frame: if it shows the swiped item (scrolled back
    /// into view, or brought back by a batch), it shows the swipe. Drawn here as well as when
    /// the cell is bound, because a cell whose size changes after binding has its content
    /// view resized back to its bounds.
    func willDisplay(_ cell: UICollectionViewCell, forItem identifier: String?) {
      guard identifier != nil, identifier == swipe.item else { return }
      draw(animated: false, in: cell)
    }

    // MARK: Drawing

    /// Moves the swiped item's content to the swipe's offset, with its buttons behind; puts
    /// a closed cell's content back.
    private func draw(animated: Bool) {
      let current = swipe.item.flatMap { identifier in
        host.dataSource?.snapshot.indexPath(forIdentifier: identifier)
      }.flatMap { host.collectionView.cellForItem(at: $0) }
      if let previous = cell, previous !== current {
        settle(previous, offset: 0, animated: animated)
        cell = nil
        actionsView = nil
      }
      guard let current else { return }
      draw(animated: animated, in: current)
    }

    private func draw(animated: Bool, in cell: UICollectionViewCell) {
      self.cell = cell
      let offset = swipe.offset
      guard offset != 0, let geometry = swipe.geometry else {
        settle(cell, offset: 0, animated: animated)
        actionsView = nil
        return
      }
      let edge: ItemSwipe.Edge = offset > 0 ? .leading : .trailing
      let view = actionsView ?? Self.actionsViews(in: cell).first ?? SwipeActionsView(frame: .zero)
      if view.superview !== cell { cell.insertSubview(view, belowSubview: cell.contentView) }
      actionsView = view
      view.show(geometry.actions(on: edge), on: edge) { [weak self] index, edge in
        self?.choose(index, on: edge)
      }
      let isCommitted = if case .committed = swipe.phase { true } else { false }
      commitHasSettled = false
      settle(cell, offset: offset, animated: animated) { [weak self] in
        if isCommitted { self?.commitSettled() }
      }
    }

    /// Moves `cell`'s content to `offset` and its buttons into the revealed room; at 0, the
    /// buttons leave once the content has covered them, unless the swipe came back.
    private func settle(
      _ cell: UICollectionViewCell, offset: CGFloat, animated: Bool,
      then settled: (@MainActor @Sendable () -> Void)? = nil
    ) {
      let views = Self.actionsViews(in: cell)
      let size = cell.bounds.size
      let sign = readingSign
      let apply: @MainActor @Sendable () -> Void = {
        cell.contentView.frame = CGRect(origin: CGPoint(x: offset * sign, y: 0), size: size)
        for view in views { view.place(revealed: abs(offset), in: size, rightToLeft: sign < 0) }
      }
      let finish: @MainActor @Sendable (Bool) -> Void = { [weak self] _ in
        settled?()
        guard offset == 0, self?.cell !== cell || self?.swipe.offset == 0 else { return }
        for view in Self.actionsViews(in: cell) { view.removeFromSuperview() }
      }
      if animated {
        UIView.animate(withDuration: Self.settleDuration, animations: apply, completion: finish)
      } else {
        apply()
        finish(true)
      }
    }

    /// Puts `cell`'s content back and takes its buttons away, at once.
    private static func reset(_ cell: UICollectionViewCell) {
      for view in actionsViews(in: cell) { view.removeFromSuperview() }
      if cell.contentView.frame.origin.x != 0 {
        cell.contentView.frame = CGRect(origin: .zero, size: cell.bounds.size)
      }
    }

    /// The buttons views `cell` holds: one while it shows a swipe, none otherwise.
    private static func actionsViews(in cell: UICollectionViewCell) -> [SwipeActionsView] {
      cell.subviews.compactMap { $0 as? SwipeActionsView }
    }

    // MARK: Items

    /// The item under `point` and what it offers; `nil` over a band, a header or nothing.
    private func item(at point: CGPoint) -> (identifier: String, geometry: ItemSwipe.Geometry)? {
      guard let outer = host.collectionView.indexPathForItem(at: point),
        let indexPath = host.bands.listIndexPath(forOuter: outer),
        let identifier = host.dataSource?.cellModel(at: indexPath)?.identifier,
        let geometry = geometry(of: identifier)
      else { return nil }
      return (identifier, geometry)
    }

    /// What the item `identifier` offers now; `nil` when it is not in the list.
    private func geometry(of identifier: String) -> ItemSwipe.Geometry? {
      guard let dataSource = host.dataSource,
        let indexPath = dataSource.snapshot.indexPath(forIdentifier: identifier),
        !host.bands.contains(section: indexPath.section)
      else { return nil }
      let actions = dataSource.actions(forItemAt: indexPath)
      let width =
        host.collectionView.cellForItem(at: indexPath)?.bounds.width
        ?? host.collectionView.bounds.width
      return ItemSwipe.Geometry(
        leading: ItemAction.swipe(of: actions, edge: .leadingSwipe),
        trailing: ItemAction.swipe(of: actions, edge: .trailingSwipe),
        actionWidth: Self.actionWidth, rowWidth: width)
    }
  }

  // A feature of the collection view: it follows its item through batches, closes before a
  // reload and an interactive movement, when the list is dragged and when a touch lands on an
  // item (which then only closes the swipe, as in a table).
  extension CollectionSwipeActions: CollectionViewFeature {
    func didPerformBatch(_ batch: BatchUpdate, token: Void) { listChanged() }
    func batchDidFinish(_ finished: Bool) { batchDidEnd() }
    func willReloadData() { close(animated: false) }
    func takesTouchOnItem() -> Bool { close(animated: true) }
    func willBeginDragging() { close(animated: true) }
    func willBeginInteractiveMovement() { close(animated: false) }
  }

  // The host's settings for swipe actions: the feature holds them.
  extension CollectionViewHost {
    /// Whether the user can swipe items to reveal their swipe actions (`ActionableCellModel`,
    /// placed `.leadingSwipe` or `.trailingSwipe`); true by default.
    ///
    /// UIKit gives a collection view swipe actions only with its own list layout, so the host
    /// draws them with Roster's: a horizontal pan on an item moves its content view over a
    /// button per action (the outermost first, red when destructive); pulling past the
    /// actions runs the first (a full swipe), a tap on a button runs its action, and a tap
    /// elsewhere, a scroll, a drag or a reload closes the swipe. One item is swiped at a time,
    /// followed through updates by its identifier. A destructive action leaves the content
    /// where it was, so that the update removing the model animates the row away swiped; if
    /// the app keeps the model, the next update closes the swipe. Bands' cards and headers
    /// are not swiped; the layout is taken to run left to right.
    public var allowsSwipeActions: Bool {
      get { swipeActions.recognizer.isEnabled }
      set {
        swipeActions.recognizer.isEnabled = newValue
        if !newValue { swipeActions.close(animated: false) }
      }
    }

    /// The identifier of the item swiped open, or being swiped; `nil` when none is.
    public var swipedItem: String? { swipeActions.swipe.item }

    /// Closes the swiped item, if one is.
    public func closeSwipeActions(animated: Bool = true) {
      swipeActions.close(animated: animated)
    }
  }
#endif
