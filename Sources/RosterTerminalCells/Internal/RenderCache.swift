import RosterTerminal

/// A catalogue cell's lines at the width it last rendered, kept until its next bind, and shared
/// with other cells of the same type showing the same content when the lines are many.
///
/// A cell of a long text wraps it once per content and width: the template that measured it and
/// the live cell that shows it reuse one wrapping, and a frame asks for the rows on screen from
/// the lines kept (`TerminalCell.render(width:rows:)` over ``lines(width:render:)``) rather
/// than wrapping a megabyte again.
@MainActor
struct RenderCache {
  private var model: (any CellModel)?
  private var width: Int?
  private var direction = ListLayout.LayoutDirection.leftToRight
  private var lines: [StyledLine] = []

  /// Forgets the lines: `model` is what the cell shows now.
  mutating func bind(_ model: any CellModel) {
    self.model = model
    width = nil
    lines = []
  }

  /// The cell's lines at `width` reading in `direction`: kept ones, shared ones, or `render`'s.
  mutating func lines(
    width: Int, direction: ListLayout.LayoutDirection, of cellType: AnyObject.Type,
    render: (Int) -> [StyledLine]
  ) -> [StyledLine] {
    if self.width == width, self.direction == direction { return lines }
    guard let model else { return render(width) }
    let key = SharedKey(
      cellType: ObjectIdentifier(cellType), identifier: model.identifier, width: width,
      direction: direction)
    if let shared = Self.shared[key], shared.model.hasSameContent(as: model) {
      lines = shared.lines
    } else {
      lines = render(width)
      if lines.count >= Self.sharedLineCount {
        if Self.shared.count >= Self.sharedCapacity { Self.shared.removeAll() }
        Self.shared[key] = (model, lines)
      }
    }
    self.width = width
    self.direction = direction
    return lines
  }

  private struct SharedKey: Hashable {
    var cellType: ObjectIdentifier
    var identifier: String
    var width: Int
    var direction: ListLayout.LayoutDirection
  }

  /// Renders of at least this many lines are shared: shorter ones cost less to render again
  /// than to keep.
  private static let sharedLineCount = 64
  /// At most this many renders are shared; when full, the cache starts afresh.
  private static let sharedCapacity = 32
  private static var shared: [SharedKey: (model: any CellModel, lines: [StyledLine])] = [:]
}
