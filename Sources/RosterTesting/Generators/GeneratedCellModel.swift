/// The cell model ``ListGenerators`` fill lists with: an identifier, a content string, and one
/// of two cell types, so that generated states exercise content changes (rebinds) and cell-type
/// changes (reloads, or deletions and insertions) as well as moves.
public struct GeneratedCellModel: CellModel, Equatable, CustomStringConvertible {
  /// The model's identity, `i0`, `i1`, … from a small alphabet, so that states share items.
  public var identifier: String
  /// Its content, `c0`, `c1`, …: two models with the same identifier and content are the same.
  public var content: String
  /// Whether it is shown by ``GeneratedAlternateCell`` instead of ``GeneratedCell``.
  public var usesAlternateCell: Bool

  /// Creates a model.
  public init(identifier: String, content: String, usesAlternateCell: Bool = false) {
    self.identifier = identifier
    self.content = content
    self.usesAlternateCell = usesAlternateCell
  }

  /// ``GeneratedCell`` or ``GeneratedAlternateCell``.
  public var cellType: any ListCell.Type {
    usesAlternateCell ? GeneratedAlternateCell.self : GeneratedCell.self
  }

  /// Sized explicitly, one unit tall, so no host needs to measure it.
  public func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 1))
  }

  /// `i3:c1`, with a `*` for the alternate cell type.
  public var description: String {
    "\(identifier):\(content)\(usesAlternateCell ? "*" : "")"
  }
}

/// The cell that shows a ``GeneratedCellModel`` of the first cell type.
public class GeneratedCell: TypedListCell {
  /// The model it shows.
  public private(set) var model: GeneratedCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: GeneratedCellModel, sizing: Bool) {
    self.model = model
  }
}

/// The cell that shows a ``GeneratedCellModel`` of the alternate cell type: a cell type of its
/// own, so that changing a model's cell type reloads its cell, and otherwise a
/// ``GeneratedCell``.
public final class GeneratedAlternateCell: GeneratedCell {}
