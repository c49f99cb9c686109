#if canImport(UIKit)
  import UIKit

  /// The view a table's row or header shows its columns in: one label per column, placed at the
  /// column's frame over the cell's content (see `CollectionTableColumns` and
  /// `TableViewColumns`).
  ///
  /// Its labels show Dynamic Type fonts that follow the reader's text size: rows in the body
  /// style, the header's titles in the headline style. Fit widths are measured in the same
  /// fonts (`width(of:in:)`).
  @MainActor
  final class TableColumnsView: UIView {
    /// The text style a row's texts are shown in.
    static let rowTextStyle = UIFont.TextStyle.body
    /// The text style a header's titles are shown in.
    static let headerTextStyle = UIFont.TextStyle.headline

    /// The labels, one per column, in the columns' order.
    private(set) var labels: [UILabel] = []

    /// Shows `texts` in labels at `frames` (in this view's coordinates), aligned as
    /// `alignments` say, in the preferred font of `textStyle`; labels past the columns' count
    /// leave.
    ///
    /// A pinned first column is drawn over the others, on the background, as they scroll
    /// under it.
    func show(
      _ texts: [String], at frames: [CGRect], aligned alignments: [NSTextAlignment],
      textStyle: UIFont.TextStyle, pinsFirstColumn: Bool = false
    ) {
      while labels.count > frames.count { labels.removeLast().removeFromSuperview() }
      while labels.count < frames.count {
        let label = UILabel(frame: .zero)
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        labels.append(label)
      }
      let font = UIFont.preferredFont(forTextStyle: textStyle)
      for (index, label) in labels.enumerated() {
        label.font = font
        label.text = index < texts.count ? texts[index] : ""
        label.frame = frames[index]
        label.textAlignment = index < alignments.count ? alignments[index] : .natural
      }
      guard let first = labels.first else { return }
      first.backgroundColor = pinsFirstColumn ? .systemBackground : nil
      if pinsFirstColumn, subviews.last !== first { addSubview(first) }
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

    /// The texts `container`'s columns view shows, to place them again; empty without one.
    static func texts(in container: UIView) -> [String] {
      let view = container.subviews.lazy.compactMap { $0 as? TableColumnsView }.first
      return view?.labels.map { $0.text ?? "" } ?? []
    }

    /// The titles as a header shows them: the sorted column's with its indicator.
    static func titles(of table: TableColumns) -> [String] {
      table.columns.enumerated().map { column, entry in
        guard let sort = table.sort, sort.column == column else { return entry.title }
        return entry.title + (sort.ascending ? " ▲" : " ▼")
      }
    }

    /// The texts `row` shows in `table`'s columns: empty in a column the row has no text for.
    static func texts(of row: any TableRowModel, in table: TableColumns) -> [String] {
      table.columns.indices.map { column in
        column < row.columnCount ? row.text(inColumn: column) : ""
      }
    }

    /// How wide `text` is in a column's label showing the preferred font of `textStyle` at the
    /// reader's text size.
    static func width(of text: String, in textStyle: UIFont.TextStyle) -> CGFloat {
      let label = UILabel(frame: .zero)
      label.font = UIFont.preferredFont(forTextStyle: textStyle)
      label.text = text
      return ceil(label.intrinsicContentSize.width)
    }

    /// How tall a header of titles is: a standard row's 44 points, or its title's line with
    /// the same margins when the reader's text size makes that taller.
    static var headerHeight: CGFloat {
      max(44, ceil(UIFont.preferredFont(forTextStyle: headerTextStyle).lineHeight + 22))
    }

    /// Places `texts` in the columns view of `container`, `width` wide and `height` tall, at
    /// `layout`'s column frames, in the preferred font of `textStyle`; right to left, the
    /// frames are mirrored in `width` and each column's alignment with them. A first column
    /// moved by `pinnedShift` (not 0) stays in view over the others as the content scrolls
    /// across.
    static func place(
      _ texts: [String], in container: UIView, of table: TableColumns,
      layout: TableColumnLayout, size: CGSize, rightToLeft: Bool,
      textStyle: UIFont.TextStyle, pinnedShift: CGFloat = 0
    ) {
      let view = columnsView(in: container)
      view.frame = CGRect(origin: .zero, size: size)
      var frames = layout.columns.map { column in
        CGRect(
          x: rightToLeft ? size.width - column.maxX : column.x, y: 0, width: column.width,
          height: size.height)
      }
      if pinnedShift != 0, !frames.isEmpty { frames[0].origin.x += pinnedShift }
      let alignments = table.columns.map { column -> NSTextAlignment in
        switch column.alignment {
        case .leading: rightToLeft ? .right : .left
        case .center: .center
        case .trailing: rightToLeft ? .left : .right
        }
      }
      view.show(
        texts, at: frames, aligned: alignments, textStyle: textStyle,
        pinsFirstColumn: pinnedShift != 0)
    }
  }
#endif
