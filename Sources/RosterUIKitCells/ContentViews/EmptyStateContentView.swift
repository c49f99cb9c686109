#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of an `EmptyStateCellModel`.
  public typealias EmptyStateCollectionViewCell = CatalogueCollectionViewCell<
    EmptyStateContentView
  >
  /// The table view cell of an `EmptyStateCellModel`.
  public typealias EmptyStateTableViewCell = CatalogueTableViewCell<EmptyStateContentView>

  /// Shows an `EmptyStateCellModel`: its title over its message, and a button with its action
  /// title when it has an action, which the button runs with the model the view is bound to.
  /// The labels and the button are accessibility elements of their own.
  public final class EmptyStateContentView: UIView, CatalogueContentView {
    private var model: EmptyStateCellModel?
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: EmptyStateCellModel, sizing: Bool) {
      self.model = model
      parts.title.text = model.title
      parts.message.text = model.message
      parts.message.isHidden = model.message.isEmpty
      parts.action.setTitle(model.actionTitle, for: .normal)
      parts.action.isHidden = model.action == nil || model.actionTitle.isEmpty
    }

    private func actionTapped() {
      guard let model else { return }
      model.action?(model)
    }

    @MainActor
    private struct Parts {
      let title = CatalogueStyle.label(.headline)
      let message = CatalogueStyle.label(.body, color: .secondaryLabel)
      let action = CatalogueStyle.button()

      init(in view: EmptyStateContentView) {
        action.setTitleColor(.tintColor, for: .normal)
        action.addAction(
          UIAction { [weak view] _ in view?.actionTapped() }, for: .primaryActionTriggered)
        view.pinEdges(
          of: CatalogueStyle.column([title, message, action]), insets: CatalogueStyle.margins)
      }
    }
  }
#endif
