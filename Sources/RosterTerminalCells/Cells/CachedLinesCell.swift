/// A catalogue cell that shows one type of model as lines of text, rendered once per bind,
/// width and direction: the base of the catalogue's cells that draw their model's text
/// (``LabelCell``, ``ImageCell``, ``CardCell``, ``EmptyStateCell``, ``ErrorCell``).
///
/// A frame asks for the rows on screen from the lines kept, so a long text is wrapped once per
/// content and width, not once per frame; the lines are laid out in the list's reading
/// direction, mirrored when it reads right to left.
@MainActor
public class CachedLinesCell<Model: CellModel> {
  /// The model shown; `nil` before the first bind.
  private(set) var model: Model?
  /// Which way the cell reads; the list sets it.
  public var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var cache = RenderCache()

  /// Creates an empty cell.
  public required init() {}

  /// Shows `model`.
  public func bind(model: Model, sizing: Bool) {
    self.model = model
    cache.bind(model)
  }

  /// The model's lines at `width`, kept until the next bind or another width.
  public func render(width: Int) -> [StyledLine] {
    cache.lines(width: width, direction: layoutDirection, of: Self.self) { width in
      guard let model else { return [] }
      return lines(of: model, width: width).laidOut(layoutDirection, inWidth: width)
    }
  }

  /// The lines of `model` at `width`, left to right; each cell type draws its own.
  func lines(of model: Model, width: Int) -> [StyledLine] { [] }
}
