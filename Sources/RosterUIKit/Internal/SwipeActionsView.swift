#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// The buttons of one edge's swipe actions, behind a cell's content view where the content
  /// moved away: the outermost action at the edge, the buttons sharing the revealed width.
  final class SwipeActionsView: UIView {
    /// The edge whose actions the view shows.
    private(set) var edge = ItemSwipe.Edge.trailing
    /// The actions shown, outermost first.
    private(set) var actions: [ItemAction] = []
    /// The buttons, in the actions' order.
    private(set) var buttons: [UIButton] = []

    /// Shows `actions` of `edge`; `choose` receives the index of the one tapped.
    func show(
      _ actions: [ItemAction], on edge: ItemSwipe.Edge,
      choose: @escaping @MainActor (_ index: Int, _ edge: ItemSwipe.Edge) -> Void
    ) {
      guard actions != self.actions || edge != self.edge else { return }
      self.actions = actions
      self.edge = edge
      for button in buttons { button.removeFromSuperview() }
      buttons = actions.enumerated().map { index, action in
        let button = UIButton(frame: .zero)
        button.setTitle(action.title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.setImage(action.symbolName.flatMap { UIImage(systemName: $0) }, for: .normal)
        button.backgroundColor = action.style == .destructive ? .systemRed : .systemGray
        button.addAction(UIAction { _ in choose(index, edge) }, for: .primaryActionTriggered)
        addSubview(button)
        return button
      }
    }

    /// Places the view over the `revealed` width at its edge of a cell `size` big, and the
    /// buttons side by side in it, the outermost at the edge; the leading edge is the left, or
    /// the right when the cell reads `rightToLeft`.
    func place(revealed: CGFloat, in size: CGSize, rightToLeft: Bool = false) {
      let width = max(0, min(revealed, size.width))
      let isAtLeft = (edge == .leading) != rightToLeft
      let x = isAtLeft ? 0 : size.width - width
      frame = CGRect(x: x, y: 0, width: width, height: size.height)
      guard !buttons.isEmpty else { return }
      let buttonWidth = width / CGFloat(buttons.count)
      for (index, button) in buttons.enumerated() {
        let slot = isAtLeft ? index : buttons.count - 1 - index
        button.frame = CGRect(
          x: CGFloat(slot) * buttonWidth, y: 0, width: buttonWidth, height: size.height)
      }
    }
  }
#endif
