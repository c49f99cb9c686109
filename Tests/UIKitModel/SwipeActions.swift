// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Swipe actions
  //
  // Swiping a table row asks the delegate for the configuration of that edge; the row then
  // shows its actions, the first outermost. `UITableView.modelSwipeActions(at:edge:)` asks as
  // the swipe does; `UIContextualAction.modelPerform(in:)` is tapping an action's button, and a
  // full swipe performs the first action when the configuration allows it.

  @MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, @unchecked Sendable {
      case normal = 0
      case destructive = 1
    }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    private var storedTitle: String?
    private var storedStyle = Style.normal
    private var storedImage: UIImage?
    private var handler: Handler = { _, _, completion in completion(false) }

    public convenience init(
      style: UIContextualAction.Style, title: String?,
      handler: @escaping UIContextualAction.Handler
    ) {
      self.init()
      storedStyle = style
      storedTitle = title
      self.handler = handler
    }

    open var title: String? {
      get { storedTitle }
      set { storedTitle = newValue }
    }
    open var style: UIContextualAction.Style { storedStyle }
    open var image: UIImage? {
      get { storedImage }
      set { storedImage = newValue }
    }

    /// Model: the user taps the action's button on a row shown by `view`: whether the handler
    /// reported the action performed (`nil` while it has not called its completion).
    @discardableResult
    public func modelPerform(in view: UIView) -> Bool? {
      var performed: Bool?
      handler(self, view) { performed = $0 }
      return performed
    }
  }

  @MainActor open class UISwipeActionsConfiguration: NSObject {
    private var storedActions: [UIContextualAction] = []
    private var performsFullSwipe = true

    public convenience init(actions: [UIContextualAction]) {
      self.init()
      storedActions = actions
    }

    open var actions: [UIContextualAction] { storedActions }
    open var performsFirstActionWithFullSwipe: Bool {
      get { performsFullSwipe }
      set { performsFullSwipe = newValue }
    }
  }

  extension UITableView {
    /// Model: which edge of a row the user swipes from.
    public enum ModelSwipeEdge {
      case leading, trailing
    }

    /// Model: swiping the row at `indexPath` from `edge`: the configuration its delegate gives,
    /// or `nil` when it gives none (the row does not move).
    public func modelSwipeActions(
      at indexPath: IndexPath, edge: ModelSwipeEdge
    ) -> UISwipeActionsConfiguration? {
      switch edge {
      case .leading:
        return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      case .trailing:
        return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      }
    }
  }
#endif
