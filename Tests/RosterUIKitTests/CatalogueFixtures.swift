#if os(Linux) || canImport(UIKit)
  import Foundation
  import RosterCells
  import RosterUIKitCellsOnModel
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  // The catalogue's cells are checked by what they show, read back through UIKit's API (texts,
  // control values, accessibility), against what the models say, worked out here on their own.

  extension CatalogueCollectionViewCell: BoundCell {
    var boundModel: (any CellModel)? { cellModel }
  }

  extension CatalogueTableViewCell: BoundCell {
    var boundModel: (any CellModel)? { cellModel }
  }

  /// What the catalogue models' closures reported, in order.
  @MainActor
  final class CallbackLog {
    var events: [String] = []
  }

  /// One model of each of RosterCells' sixteen types, their closures reporting to a log.
  @MainActor
  enum CatalogueSamples {
    static func all(log: CallbackLog) -> [any CellModel] {
      [
        LabelCellModel(identifier: "label", text: "Hello", accessory: .checkmark),
        DetailLabelCellModel(
          identifier: "detail", title: "Storage", subtitle: "On this phone", value: "12 GB",
          accessory: .disclosure),
        IconLabelCellModel(
          identifier: "icon",
          icon: CellIcon(symbolName: "star", glyph: "*", accessibilityLabel: "Favourite"),
          text: "Starred"),
        ImageCellModel(
          identifier: "image", image: CellImage(.named("sunset"), altText: "A sunset")),
        CardCellModel(
          identifier: "card", image: CellImage(.named("lake"), altText: "A lake", aspectRatio: 2),
          title: "Lakes", text: "Cold and clear"),
        ButtonCellModel(identifier: "button", title: "Sign out", role: .destructive) { model in
          log.events.append("pressed \(model.identifier)")
        },
        ToggleCellModel(identifier: "toggle", title: "Wi-Fi", subtitle: "Home", isOn: true) {
          model, isOn in log.events.append("\(model.identifier) \(isOn)")
        },
        SegmentedControlCellModel(
          identifier: "segments", title: "Sort", segments: ["Name", "Date"], selectedIndex: 0
        ) { model, index in log.events.append("\(model.identifier) \(index)") },
        TextFieldCellModel(
          identifier: "field", title: "Name", text: "Ada", placeholder: "Your name",
          onSubmit: { model in log.events.append("submitted \(model.identifier)") }
        ) { model, text in log.events.append("\(model.identifier) \(text)") },
        TextViewCellModel(identifier: "notes", title: "Notes", text: "", placeholder: "Write") {
          model, text in log.events.append("\(model.identifier) \(text)")
        },
        SeparatorCellModel(identifier: "separator", isInset: true),
        SpacerCellModel(identifier: "spacer", spacing: .large),
        RosterCells.SkeletonCellModel(identifier: "skeleton", lineCount: 3),
        RosterCells.EmptyStateCellModel(
          identifier: "empty", title: "No posts", message: "Write one", actionTitle: "New post"
        ) { model in log.events.append("action \(model.identifier)") },
        RosterCells.ErrorCellModel(identifier: "error", message: "Offline") { model in
          log.events.append("retry \(model.identifier)")
        },
        SectionTitleCellModel(identifier: "title", title: "Posts", detail: "2"),
      ]
    }
  }

  /// What a catalogue cell shows, read through UIKit's API: the texts of its visible labels,
  /// buttons and text inputs, its controls' values and its images' alternative texts, each
  /// as a line, sorted.
  @MainActor
  func shownValues(in view: UIView) -> [String] {
    var values: [String] = []
    func visit(_ view: UIView) {
      guard !view.isHidden else { return }
      switch view {
      case let label as UILabel:
        if let text = label.text, !text.isEmpty { values.append("text \(text)") }
      case let button as UIButton:
        values.append("button \(button.title(for: .normal) ?? "") enabled \(button.isEnabled)")
        return
      case let toggle as UISwitch:
        values.append("switch \(toggle.isOn) enabled \(toggle.isEnabled)")
        return
      case let control as UISegmentedControl:
        let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
        values.append(
          "segments \(titles) selected \(control.selectedSegmentIndex) enabled \(control.isEnabled)"
        )
        return
      case let field as UITextField:
        values.append(
          "field \(field.text ?? "") placeholder \(field.placeholder ?? "") enabled \(field.isEnabled)"
        )
        return
      case let textView as UITextView:
        values.append("text view \(textView.text ?? "") editable \(textView.isEditable)")
        return
      case let imageView as UIImageView where imageView.accessibilityLabel != nil:
        values.append("image \(imageView.accessibilityLabel ?? "")")
      default:
        break
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(view)
    return values.sorted()
  }

  /// What the cell of `model` must show (see ``shownValues(in:)``), from the model alone.
  func expectedValues(of model: any CellModel) -> [String] {
    var values: [String] = []
    func text(_ string: String, if condition: Bool = true) {
      if condition, !string.isEmpty { values.append("text \(string)") }
    }
    switch model {
    case let model as LabelCellModel:
      text(model.text)
    case let model as DetailLabelCellModel:
      text(model.title)
      text(model.subtitle)
      text(model.value)
    case let model as IconLabelCellModel:
      text(model.text)
    case let model as ImageCellModel:
      values.append("image \(model.image.altText)")
    case let model as CardCellModel:
      text(model.title)
      text(model.text)
      if let image = model.image { values.append("image \(image.altText)") }
    case let model as ButtonCellModel:
      values.append("button \(model.title) enabled \(model.isEnabled)")
    case let model as ToggleCellModel:
      text(model.title)
      text(model.subtitle)
      values.append("switch \(model.isOn) enabled \(model.isEnabled)")
    case let model as SegmentedControlCellModel:
      text(model.title)
      let selected = model.segments.indices.contains(model.selectedIndex) ? model.selectedIndex : -1
      values.append("segments \(model.segments) selected \(selected) enabled \(model.isEnabled)")
    case let model as TextFieldCellModel:
      text(model.title)
      values.append(
        "field \(model.text) placeholder \(model.placeholder) enabled \(model.isEnabled)")
    case let model as TextViewCellModel:
      text(model.title)
      text(model.placeholder, if: model.text.isEmpty)
      values.append("text view \(model.text) editable \(model.isEnabled)")
    case let model as RosterCells.EmptyStateCellModel:
      text(model.title)
      text(model.message)
      if model.action != nil, !model.actionTitle.isEmpty {
        values.append("button \(model.actionTitle) enabled true")
      }
    case let model as RosterCells.ErrorCellModel:
      text(model.message)
      if model.retry != nil { values.append("button \(model.retryTitle) enabled true") }
    case let model as SectionTitleCellModel:
      text(model.title)
      text(model.detail)
    default:
      break
    }
    return values.sorted()
  }

  /// The first view of type `View` in `view`'s subtree, depth first.
  @MainActor
  func firstSubview<View: UIView>(of type: View.Type, in view: UIView) -> View? {
    for subview in view.subviews {
      if let match = subview as? View { return match }
      if let match = firstSubview(of: type, in: subview) { return match }
    }
    return nil
  }

  extension Screen {
    /// A collection view screen that shows the catalogue with RosterUIKitCells' cells.
    static func catalogue() -> Screen {
      let screen = Screen()
      screen.host.cellRegistry.registerCollectionViewCells()
      return screen
    }

    /// The content view of the visible cell at `indexPath`, if it shows `Content`.
    func content<Content: CatalogueContentView>(
      _ type: Content.Type, at indexPath: IndexPath
    ) -> Content? {
      (collectionView.cellForItem(at: indexPath) as? CatalogueCollectionViewCell<Content>)?
        .content
    }
  }

  extension TableScreen {
    /// A table view screen that shows the catalogue with RosterUIKitCells' cells.
    static func catalogue() -> TableScreen {
      let screen = TableScreen()
      screen.host.cellRegistry.registerTableViewCells()
      return screen
    }

    /// The content view of the visible row at `indexPath`, if it shows `Content`.
    func content<Content: CatalogueContentView>(
      _ type: Content.Type, at indexPath: IndexPath
    ) -> Content? {
      (tableView.cellForRow(at: indexPath) as? CatalogueTableViewCell<Content>)?.content
    }

    /// The visible row at `indexPath`.
    func cellView(at indexPath: IndexPath) -> UIView? {
      tableView.cellForRow(at: indexPath)
    }
  }

  extension UIKitHarness {
    #if os(Linux) && !UIKIT_CHECK
      /// The user flips `toggle`; whether it took the flip.
      static func flip(_ toggle: UISwitch) -> Bool { toggle.modelFlip() }

      /// The user taps `button`; whether it took the tap.
      static func tap(_ button: UIButton) -> Bool { button.modelTap() }

      /// The user taps segment `index` of `control`; whether the selection changed.
      static func choose(segment index: Int, of control: UISegmentedControl) -> Bool {
        control.modelTapSegment(index)
      }

      /// The user types `text` at the end of `field`; whether the field took it.
      static func type(_ text: String, into field: UITextField) -> Bool {
        guard field.isEditing || field.modelBeginEditing() else { return false }
        field.modelCursorOffset = (field.text ?? "").count
        field.modelType(text)
        return true
      }

      /// The user types `text` at the end of `textView`; whether it took it.
      static func type(_ text: String, into textView: UITextView) -> Bool {
        guard textView.isEditable else { return false }
        textView.modelCursorOffset = (textView.text ?? "").count
        textView.modelType(text)
        return true
      }

      /// The user taps Return in `field`.
      static func pressReturn(in field: UITextField) {
        field.modelReturn()
      }
    #else
      /// The user flips `toggle`, as UIKit reports it; whether it took the flip.
      static func flip(_ toggle: UISwitch) -> Bool {
        guard toggle.isEnabled else { return false }
        toggle.setOn(!toggle.isOn, animated: false)
        toggle.sendActions(for: .valueChanged)
        return true
      }

      /// The user taps `button`, as UIKit reports it; whether it took the tap.
      static func tap(_ button: UIButton) -> Bool {
        guard button.isEnabled else { return false }
        button.sendActions(for: .primaryActionTriggered)
        return true
      }

      /// The user taps segment `index` of `control`; whether the selection changed.
      static func choose(segment index: Int, of control: UISegmentedControl) -> Bool {
        guard control.isEnabled, index < control.numberOfSegments,
          index != control.selectedSegmentIndex
        else { return false }
        control.selectedSegmentIndex = index
        control.sendActions(for: .valueChanged)
        return true
      }

      /// The user types `text` at the end of `field`, as UIKit reports it.
      static func type(_ text: String, into field: UITextField) -> Bool {
        guard field.isEnabled else { return false }
        field.text = (field.text ?? "") + text
        field.sendActions(for: .editingChanged)
        return true
      }

      /// The user types `text` at the end of `textView`, as UIKit reports it.
      static func type(_ text: String, into textView: UITextView) -> Bool {
        guard textView.isEditable else { return false }
        textView.text = (textView.text ?? "") + text
        textView.delegate?.textViewDidChange(textView)
        return true
      }

      /// The user taps Return in `field`.
      static func pressReturn(in field: UITextField) {
        field.sendActions(for: .editingDidEndOnExit)
      }
    #endif
  }
#endif
