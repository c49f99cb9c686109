#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// A row's trailing accessory: a disclosure chevron or a checkmark symbol; hidden for none.
  /// A checkmark says the row is selected, which its row's accessibility traits add. The
  /// chevron is the symbol that points forward, to the right left to right and to the left
  /// right to left, as the row it ends.
  final class AccessoryView: UIImageView {
    /// Shows `accessory`.
    func show(_ accessory: CellAccessory) {
      switch accessory {
      case .none:
        image = nil
      case .disclosure:
        image = UIImage(systemName: "chevron.forward")
      case .checkmark:
        image = UIImage(systemName: "checkmark")
      }
      isHidden = accessory == .none
    }
  }
#endif
