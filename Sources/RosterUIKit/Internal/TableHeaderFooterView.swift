#if canImport(UIKit)
  import UIKit

  /// A table's section header or footer view showing a Roster cell: it holds one cell of the
  /// model's cell type in its content view, as large as the view, which ``TableViewHost``
  /// binds. Registered under each cell type's reuse identifier, so a view dequeued under one
  /// always holds a cell of that type.
  final class TableHeaderFooterView: UITableViewHeaderFooterView {
    /// The cell shown, created on the first dequeue for a model; `nil` for the fallback view.
    private(set) var cell: UITableViewCell?

    /// Shows `cell` from now on; returns it.
    func hold(_ cell: UITableViewCell) -> UITableViewCell {
      self.cell = cell
      contentView.addSubview(cell)
      cell.frame = contentView.bounds
      return cell
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      cell?.frame = contentView.bounds
    }
  }
#endif
