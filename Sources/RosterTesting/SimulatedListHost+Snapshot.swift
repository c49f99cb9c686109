import Foundation

extension Snapshot {
  /// A snapshot of what `host` shows: its scroll offset once a test has scrolled it, then
  /// each section's identifier, its header, each visible item and its footer, one per line
  /// with the frame (x, y, width, height) the host lays it out at, and `selected` after a
  /// selected item, then what the item's cell shows: `describing` its bound model, the
  /// model's own description (`String(describing:)`) by default.
  ///
  /// The visible items are ``SimulatedListHost/visibleItems`` when a test set them, else those
  /// in the viewport once the list is scrolled (``SimulatedListHost/scroll(toOffset:)``), else
  /// every displayed item. The frames are those of a layout of the whole list in
  /// ``SimulatedListHost/containerSize``, with what the viewport shows measured.
  ///
  /// - Complexity: O(*N*) for the *N* displayed items.
  @MainActor
  public init(
    of host: SimulatedListHost,
    describing: (any CellModel) -> String = { String(describing: $0) }
  ) {
    let layout = host.laidOutList()
    var shown = host.indexPathsForVisibleItems
    var lines: [String] = []
    if let offset = host.contentOffset {
      lines.append("offset \(Self.describe(offset))")
      if host.visibleItems == nil {
        shown = host.itemsInViewport(of: layout, at: offset)
      }
    }
    let visible = Dictionary(grouping: shown, by: \.section)
    let selected = host.selectedItemIdentifiers
    let models = host.boundModels
    for (section, content) in host.view.sections.enumerated() {
      lines.append("section \(content.id)")
      if let frame = layout.frame(ofHeaderInSection: section), frame.height > 0 || frame.width > 0 {
        lines.append("  header \(Self.describe(frame))")
      }
      for indexPath in (visible[section] ?? []).sorted() {
        let identifier = content.items[indexPath.item].id
        let frame = layout.frame(for: indexPath).map(Self.describe) ?? "not laid out"
        let mark = selected.contains(identifier) ? " selected" : ""
        let model =
          models.indices.contains(section) && models[section].indices.contains(indexPath.item)
          ? describing(models[section][indexPath.item]) : "not bound"
        lines.append("  \(identifier) \(frame)\(mark): \(model)")
      }
      if let frame = layout.frame(ofFooterInSection: section), frame.height > 0 || frame.width > 0 {
        lines.append("  footer \(Self.describe(frame))")
      }
    }
    self.init(text: lines.joined(separator: "\n"))
  }

  /// `x y width height`.
  static func describe(_ frame: CGRect) -> String {
    [frame.minX, frame.minY, frame.width, frame.height].map(describe).joined(separator: " ")
  }

  /// A whole number without a fraction, others to two places.
  static func describe(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
}

/// Checks what `host` shows — its sections, visible items with their frames, selection and
/// models (`describing` each, its own description by default) — against the reference kept
/// beside the test; see
/// ``expectSnapshot(_:named:record:directory:fileID:filePath:function:line:column:)`` for
/// where references live and how they are recorded.
///
/// - Returns: Whether the snapshot matched its reference.
@MainActor @discardableResult
public func expectSnapshot(
  of host: SimulatedListHost,
  describing: (any CellModel) -> String = { String(describing: $0) },
  named name: String? = nil, record: Bool? = nil,
  directory: URL? = nil, fileID: String = #fileID, filePath: String = #filePath,
  function: String = #function,
  line: Int = #line, column: Int = #column
) -> Bool {
  expectSnapshot(
    Snapshot(of: host, describing: describing), named: name, record: record, directory: directory,
    fileID: fileID,
    filePath: filePath, function: function, line: line, column: column)
}
