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
}
