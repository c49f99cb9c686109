#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `TextFieldCellModel`.
  public typealias TextFieldCollectionViewCell = CatalogueCollectionViewCell<TextFieldContentView>
  /// The table view cell of a `TextFieldCellModel`.
  public typealias TextFieldTableViewCell = CatalogueTableViewCell<TextFieldContentView>

  /// Shows a `TextFieldCellModel`: its title, if any, over a text field with its text and
  /// placeholder.
  ///
  /// Each edit calls the model's `onChange` with the field's text, and Return its `onSubmit`;
  /// a disabled field takes no editing. The field keeps the text typed: bindings to states the
  /// app asked for before the last edit leave it as it is, and the first state asked for after
  /// it, the app's answer, sets the text — only when it differs from the field's, so the app's
  /// update with the text just typed leaves the cursor where it is; text from the app is shown
  /// as it is. The field is the accessibility element, labelled
  /// with the title (or the placeholder when there is none).
  public final class TextFieldContentView: UIView, CatalogueContentView {
    private var model: TextFieldCellModel?
    private var held = HeldInput()
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: TextFieldCellModel, sizing: Bool) {
      self.model = model
      parts.title.text = model.title
      parts.title.isHidden = model.title.isEmpty
      if sizing || held.isAnswered(in: self), parts.field.text != model.text {
        parts.field.text = model.text
      }
      parts.field.placeholder = model.placeholder
      parts.field.isEnabled = model.isEnabled
      parts.field.accessibilityLabel = model.title.isEmpty ? model.placeholder : model.title
    }

    private func textEdited() {
      guard let model, model.isEnabled else { return }
      held.willReport(from: self)
      model.onChange(model, parts.field.text ?? "")
    }

    private func returnPressed() {
      guard let model, model.isEnabled else { return }
      model.onSubmit?(model)
    }

    @MainActor
    private struct Parts {
      let title = CatalogueStyle.label(.subheadline, color: .secondaryLabel)
      let field = UITextField(frame: .zero)

      init(in view: TextFieldContentView) {
        field.borderStyle = .roundedRect
        field.font = UIFont.preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.addAction(UIAction { [weak view] _ in view?.textEdited() }, for: .editingChanged)
        field.addAction(
          UIAction { [weak view] _ in view?.returnPressed() }, for: .editingDidEndOnExit)
        view.pinEdges(
          of: CatalogueStyle.column([title, field]), insets: CatalogueStyle.margins)
      }
    }
  }
#endif
