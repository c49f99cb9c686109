#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// What the catalogue's content views share: their fonts, colours, margins and stacks, so
  /// that every row of a screen looks alike.
  @MainActor
  enum CatalogueStyle {
    /// Around a row's content: UIKit's list cell margins.
    static let margins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Between the lines of a column (a title and its subtitle).
    static let lineSpacing: CGFloat = 4
    /// Between the columns of a row (a label and its switch).
    static let columnSpacing: CGFloat = 8

    /// The Dynamic Type style of `role`.
    static func textStyle(_ role: TextRole) -> UIFont.TextStyle {
      switch role {
      case .title: .title2
      case .headline: .headline
      case .body: .body
      case .subheadline: .subheadline
      case .caption: .caption1
      }
    }

    /// A label in `role`'s Dynamic Type font that follows the content size category and wraps
    /// over as many lines as its text needs.
    static func label(_ role: TextRole, color: UIColor = .label) -> UILabel {
      let label = UILabel(frame: .zero)
      label.font = UIFont.preferredFont(forTextStyle: textStyle(role))
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      label.textColor = color
      return label
    }

    /// A button whose title is in `role`'s Dynamic Type font.
    static func button(_ role: TextRole = .body) -> UIButton {
      let button = UIButton(frame: .zero)
      button.titleLabel?.font = UIFont.preferredFont(forTextStyle: textStyle(role))
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      button.titleLabel?.numberOfLines = 0
      return button
    }

    /// Views one under the other, as wide as the stack.
    static func column(_ views: [UIView], spacing: CGFloat = lineSpacing) -> UIStackView {
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = .vertical
      stack.alignment = .fill
      stack.spacing = spacing
      return stack
    }

    /// Views side by side, centred vertically; `expanding` (the first by default) takes the
    /// room the others leave, and gives it up first when there is too little.
    static func row(_ views: [UIView], expanding: UIView? = nil) -> UIStackView {
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = .horizontal
      stack.alignment = .center
      stack.spacing = columnSpacing
      let expanding = expanding ?? views.first
      for view in views where view !== expanding {
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        view.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
      }
      expanding?.setContentHuggingPriority(.defaultLow, for: .horizontal)
      expanding?.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      return stack
    }

    /// The text colour of a row's main text: dimmed when the row is disabled.
    static func textColor(isEnabled: Bool) -> UIColor {
      isEnabled ? .label : .secondaryLabel
    }

    /// `parts` that are not empty, joined as VoiceOver reads a row: "Title, subtitle".
    static func spoken(_ parts: String?...) -> String {
      parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The traits of a row that is one accessibility element: `base`, a button when selecting
    /// it does something, and not enabled when disabled.
    static func traits(
      _ base: UIAccessibilityTraits, isSelectable: Bool, isEnabled: Bool = true
    ) -> UIAccessibilityTraits {
      var traits = base
      if isSelectable { traits.insert(.button) }
      if !isEnabled { traits.insert(.notEnabled) }
      return traits
    }
  }

  /// Insets from a view's edges, leading and trailing so that right-to-left layouts mirror.
  struct EdgeInsets {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// Edge to edge.
    static let zero = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  extension UIView {
    /// Adds `view` and pins its four edges to this view's, `insets` inside; returns it.
    @discardableResult
    func pinEdges<View: UIView>(of view: View, insets: EdgeInsets = .zero) -> View {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
        view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.leading),
        view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
        view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.trailing),
      ])
      return view
    }

    /// A constraint that makes the view `height` points high, active.
    func pinHeight(_ height: CGFloat) -> NSLayoutConstraint {
      translatesAutoresizingMaskIntoConstraints = false
      let constraint = heightAnchor.constraint(equalToConstant: height)
      constraint.isActive = true
      return constraint
    }
  }
#endif
