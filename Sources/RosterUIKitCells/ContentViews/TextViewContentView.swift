#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `TextViewCellModel`.
  public typealias TextViewCollectionViewCell = CatalogueCollectionViewCell<TextViewContentView>
  /// The table view cell of a `TextViewCellModel`.
  public typealias TextViewTableViewCell = CatalogueTableViewCell<TextViewContentView>

  /// Shows a `TextViewCellModel`: its title, if any, over a text view as tall as its text (it
  /// does not scroll), with the placeholder while the text is empty.
  ///
  /// Each edit calls the model's `onChange` with the text; a disabled text view is not editable. It
  /// keeps the text typed: bindings to states the app asked for before the last edit leave it as it
  /// is, and the first state asked for after it, the app's answer, sets the text — only when it
  /// differs, so the app's update with the text just typed leaves the cursor where it is; text from
  /// the app is shown as it is. The text view is the accessibility element, labelled with the title
  /// (or the placeholder when there is none).
  public final class TextViewContentView: UIView, CatalogueContentView {
    private var model: TextViewCellModel?
    private var held = HeldInput()
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: TextViewCellModel, sizing: Bool) {
      self.model = model
      parts.title.text = model.title
      parts.title.isHidden = model.title.isEmpty
      if sizing || held.isAnswered(in: self), parts.textView.text != model.text {
        parts.textView.text = model.text
      }
      parts.textView.isEditable = model.isEnabled
      parts.textView.accessibilityLabel = model.title.isEmpty ? model.placeholder : model.title
      parts.placeholder.text = model.placeholder
      showPlaceholderIfEmpty()
    }

    private func textEdited() {
      showPlaceholderIfEmpty()
      guard let model, model.isEnabled else { return }
      held.willReport(from: self)
      model.onChange(model, parts.textView.text ?? "")
    }

    private func showPlaceholderIfEmpty() {
      parts.placeholder.isHidden = !(parts.textView.text ?? "").isEmpty
    }

    @MainActor
    private struct Parts {
      let title = CatalogueStyle.label(.subheadline, color: .secondaryLabel)
      let textView = UITextView(frame: .zero)
      let placeholder = CatalogueStyle.label(.body, color: .placeholderText)
      let relay = TextViewChangeRelay()

      init(in view: TextViewContentView) {
        textView.isScrollEnabled = false
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        relay.onChange = { [weak view] in view?.textEdited() }
        textView.delegate = relay
        view.pinEdges(
          of: CatalogueStyle.column([title, textView]), insets: CatalogueStyle.margins)
        // One line over the text's first, inside the text view's default insets (a scroll
        // view's own edges would size its content instead); not read out, as the text view's
        // label says it.
        placeholder.numberOfLines = 1
        placeholder.isAccessibilityElement = false
        placeholder.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(placeholder)
        NSLayoutConstraint.activate([
          placeholder.topAnchor.constraint(equalTo: textView.topAnchor, constant: 8),
          placeholder.leadingAnchor.constraint(equalTo: textView.leadingAnchor, constant: 5),
          placeholder.trailingAnchor.constraint(
            lessThanOrEqualTo: textView.trailingAnchor, constant: -5),
        ])
      }
    }
  }
#endif
