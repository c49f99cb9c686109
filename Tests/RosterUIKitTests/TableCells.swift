#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  /// The table cell of ``RowModel``: a label whose frame its model sets, so that the model's
  /// deterministic Auto Layout fits the cell to it, as ``RowCell`` does in a collection view.
  final class TableRowCell: ListTableViewCell, TypedListCell, BoundCell {
    let label = UIView(frame: .zero)
    private(set) var model: RowModel?
    var boundModel: (any CellModel)? { model }
    /// Display bindings (not sizing ones) since the cell was created.
    private(set) var displayBindings = 0
    /// Sizing bindings since the cell was created (only a template gets any).
    private(set) var sizingBindings = 0
    /// How many times the cell was prepared for reuse.
    private(set) var reuses = 0

    /// The ``DisplayLog/phase`` of the last display binding.
    private var boundDuring = ""

    func bind(model: RowModel, sizing: Bool) {
      if label.superview == nil { contentView.addSubview(label) }
      if !sizing, let log = model.log {
        log.bound(model, replacing: self.model, boundDuring: boundDuring)
        boundDuring = log.phase
      }
      self.model = model
      label.frame = CGRect(x: 0, y: 0, width: 100, height: model.height)
      if sizing { sizingBindings += 1 } else { displayBindings += 1 }
    }

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      if let model { model.log?.measured(model, width: targetSize.width) }
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      model = nil
      reuses += 1
    }
  }

  /// The table cell of ``BadgeRowModel``.
  final class TableBadgeRowCell: ListTableViewCell, TypedListCell, BoundCell {
    private(set) var model: BadgeRowModel?
    var boundModel: (any CellModel)? { model }

    /// The ``DisplayLog/phase`` of the last display binding.
    private var boundDuring = ""

    func bind(model: BadgeRowModel, sizing: Bool) {
      if !sizing, let log = model.row.log {
        log.bound(model, replacing: self.model, boundDuring: boundDuring)
        boundDuring = log.phase
      }
      self.model = model
    }

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      if let model { model.row.log?.measured(model, width: targetSize.width) }
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      model = nil
    }
  }
#endif
