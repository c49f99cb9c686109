import Foundation
import RosterTerminalCells

/// One model of every catalogue type, with `text` in every text slot, so that each snapshot
/// shows the whole catalogue with the same text: plain, hostile or wide. Every action writes
/// to `log`.
@MainActor
enum CatalogueSamples {
  static func models(
    _ text: String, isEnabled: Bool = true, log: RequestLog = RequestLog()
  ) -> [any CellModel] {
    let image = CellImage(.named("cover"), altText: "alt " + text)
    return [
      SectionTitleCellModel(identifier: "title", title: "Title " + text, detail: "3"),
      LabelCellModel(
        identifier: "label", text: "Label " + text, accessory: .disclosure, isEnabled: isEnabled
      ) { model, _ in log.requests.append("select \(model.identifier)") },
      DetailLabelCellModel(
        identifier: "detail", title: "Detail " + text, subtitle: "sub " + text, value: "42",
        isEnabled: isEnabled),
      IconLabelCellModel(
        identifier: "icon", icon: CellIcon(symbolName: "star", glyph: "★"), text: "Icon " + text,
        accessory: .checkmark, isEnabled: isEnabled),
      ImageCellModel(identifier: "image", image: image),
      CardCellModel(identifier: "card", image: image, title: "Card " + text, text: "body " + text),
      ButtonCellModel(identifier: "button", title: "Button " + text, isEnabled: isEnabled) {
        log.requests.append("press \($0.identifier)")
      },
      ToggleCellModel(
        identifier: "toggle", title: "Toggle " + text, isOn: true, isEnabled: isEnabled
      ) { log.requests.append("toggle \($0.identifier) \($1)") },
      SegmentedControlCellModel(
        identifier: "segments", title: "Seg", segments: ["A", text, "C"], selectedIndex: 1,
        isEnabled: isEnabled
      ) { log.requests.append("segment \($0.identifier) \($1)") },
      TextFieldCellModel(
        identifier: "field", title: "Field", text: text, placeholder: "placeholder",
        isEnabled: isEnabled
      ) { log.requests.append("text \($0.identifier) \($1.debugDescription)") },
      TextViewCellModel(
        identifier: "view", title: "View", text: text + "\nline 2", isEnabled: isEnabled
      ) { log.requests.append("text \($0.identifier) \($1.debugDescription)") },
      SeparatorCellModel(identifier: "separator", isInset: true),
      SpacerCellModel(identifier: "spacer", spacing: .small),
      SkeletonCellModel(identifier: "skeleton", lineCount: 2),
      EmptyStateCellModel(
        identifier: "empty", title: "Empty " + text, message: "message " + text,
        actionTitle: "Act"
      ) { log.requests.append("act \($0.identifier)") },
      ErrorCellModel(identifier: "error", message: "Error " + text) {
        log.requests.append("retry \($0.identifier)")
      },
    ]
  }
}
