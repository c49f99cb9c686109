#if canImport(UIKit)
  import UIKit

  /// The view a table's row or header shows its columns in: one label per column, placed at the
  /// column's frame over the cell's content (see `CollectionTableColumns`).
  @MainActor
  final class TableColumnsView: UIView {
    /// The labels, one per column, in the columns' order.
    private(set) var labels: [UILabel] = []

    /// Shows `texts` in labels at `frames` (in this view's coordinates), aligned as
    /// `alignments` say; labels past the columns' count leave.
    func show(_ texts: [String], at frames: [CGRect], aligned alignments: [NSTextAlignment]) {
      while labels.count > frames.count { labels.removeLast().removeFromSuperview() }
      while labels.count < frames.count {
        let label = UILabel(frame: .zero)
        addSubview(label)
        labels.append(label)
      }
      for (index, label) in labels.enumerated() {
        label.text = index < texts.count ? texts[index] : ""
        label.frame = frames[index]
        label.textAlignment = index < alignments.count ? alignments[index] : .natural
      }
    }

    /// The columns view `container` holds, made and added when it has none.
    static func columnsView(in container: UIView) -> TableColumnsView {
      if let view = container.subviews.lazy.compactMap({ $0 as? TableColumnsView }).first {
        return view
      }
      let view = TableColumnsView(frame: container.bounds)
      view.clipsToBounds = true
      container.addSubview(view)
      return view
    }

    /// Takes the columns view out of `container`, when a reused view no longer shows a table.
    static func removeColumnsView(from container: UIView) {
      for view in container.subviews where view is TableColumnsView { view.removeFromSuperview() }
    }
  }
#endif
