#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of an `ErrorCellModel`.
  public typealias ErrorCollectionViewCell = CatalogueCollectionViewCell<ErrorContentView>
  /// The table view cell of an `ErrorCellModel`.
  public typealias ErrorTableViewCell = CatalogueTableViewCell<ErrorContentView>

  /// Shows an `ErrorCellModel`: its message, and a button with its retry title when it can be
  /// retried, which runs the retry of the model the view is bound to. The message and the
  /// button are accessibility elements of their own.
  public final class ErrorContentView: UIView, CatalogueContentView {
    private var model: ErrorCellModel?
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: ErrorCellModel, sizing: Bool) {
      self.model = model
      parts.message.text = model.message
      parts.retry.setTitle(model.retryTitle, for: .normal)
      parts.retry.isHidden = model.retry == nil
    }

    private func retryTapped() {
      guard let model else { return }
      model.retry?(model)
    }

    @MainActor
    private struct Parts {
      let message = CatalogueStyle.label(.body, color: .systemRed)
      let retry = CatalogueStyle.button()

      init(in view: ErrorContentView) {
        retry.setTitleColor(.tintColor, for: .normal)
        retry.addAction(
          UIAction { [weak view] _ in view?.retryTapped() }, for: .primaryActionTriggered)
        view.pinEdges(
          of: CatalogueStyle.column([message, retry]), insets: CatalogueStyle.margins)
      }
    }
  }
#endif
