#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The cell of a ``HostingCellModel``: its content is the model's SwiftUI view, hosted with
  /// `UIHostingConfiguration`.
  ///
  /// Apps never name it; the model does (every `Value` and `Content` pair is a cell type of its
  /// own, registered and reused under its own identifier). Binding sets the cell's
  /// `contentConfiguration`; UIKit applies a configuration to the content view it already has
  /// when that view supports it, as the hosting view supports a configuration of its own type.
  /// A sizing template gets the same configuration, and the host's `systemLayoutSizeFitting`
  /// asks the hosting view for the size of the SwiftUI view.
  public final class HostingCell<Value: Equatable & Sendable, Content: View>:
    ListCollectionViewCell, TypedListCell
  {
    /// Hosts `model.content(model.value)` edge to edge, without the configuration's default
    /// margins and minimum size: the section's `Constraints` place the cell, and the cell is
    /// as big as its view.
    public func bind(model: HostingCellModel<Value, Content>, sizing: Bool) {
      contentConfiguration = UIHostingConfiguration { model.content(model.value) }
        .margins(.all, 0)
        .minSize(width: 0, height: 0)
    }
  }
#endif
