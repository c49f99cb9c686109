/// A cell of a terminal list: bound to a cell model, it renders a block of styled lines.
///
/// The list view creates cells with ``init()`` from the `cellType` its models name (nobody
/// registers cells by hand) and reuses them as rows scroll in and out of view, so a cell must
/// show only what its last bind gave it.
///
/// A cell's height in rows is the number of lines ``render(width:)`` returns, which is how the
/// list view measures models whose size is `.autolayout`: it binds the model to a template
/// cell with `sizing: true` and renders it at the width the layout offers. An `.explicit` size
/// is taken as columns × rows; lines beyond it are cut, missing ones left blank.
///
/// The list view measures with ``lineCount(width:)`` and draws with ``render(width:rows:)``,
/// asking only for the rows on screen. Both default to ``render(width:)``; a cell that can be
/// very tall (thousands of lines) implements them so that measuring and drawing cost what the
/// screen shows, not what the model holds.
///
/// Write cells against ``TypedTerminalCell`` to get a type-checked bind.
public protocol TerminalCell: ListCell {
  /// A cell with nothing bound yet.
  init()

  /// The lines the cell shows, at most `width` columns each.
  ///
  /// Lines may be wider or narrower: the list view cuts them at grapheme-cluster boundaries and
  /// fills the rest of the row. The list view lays its selection and animation highlights
  /// over these styles.
  func render(width: Int) -> [StyledLine]

  /// How many lines ``render(width:)`` returns: the cell's height in rows at `width`.
  ///
  /// The default renders the cell; a cell that knows its height without rendering every line
  /// answers in proportion to what it needs.
  func lineCount(width: Int) -> Int

  /// The lines at offsets `rows` of what ``render(width:)`` returns (offsets past the end have
  /// no line), the only ones the list view draws.
  ///
  /// The default renders the cell and keeps those lines; a tall cell renders only them.
  func render(width: Int, rows: Range<Int>) -> [StyledLine]

  /// What a screen reader says for the cell, when the words of its lines would not say it: a
  /// placeholder drawn as bars says "Loading", a rule says nothing (`""`). `nil`, the default,
  /// lets the list speak the words of its lines (see
  /// ``TerminalListView/spokenText(forItemAt:)``). A model's own accessibility label
  /// (`AccessibleCellModel`) comes before either.
  var spokenText: String? { get }
}

extension TerminalCell {
  /// `nil`: the words of the cell's lines.
  public var spokenText: String? { nil }

  /// The number of lines `render(width:)` returns.
  public func lineCount(width: Int) -> Int { render(width: width).count }

  /// The lines at `rows` of those `render(width:)` returns.
  public func render(width: Int, rows: Range<Int>) -> [StyledLine] {
    let lines = render(width: width)
    return Array(lines[rows.clamped(to: 0..<lines.count)])
  }
}
