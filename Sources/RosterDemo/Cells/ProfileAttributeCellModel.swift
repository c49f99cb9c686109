/// One attribute row of the profile ("Location  Lisbon").
public struct ProfileAttributeCellModel: TypedCellModel, Equatable {
  /// The row's cell.
  public typealias CellType = ProfileAttributeCell
  /// "attribute-" and the attribute's name, which is unique within a profile.
  public var identifier: String { "attribute-\(attribute.name)" }
  /// The attribute shown.
  public var attribute: ProfileAttribute

  /// Creates the row of `attribute`.
  public init(attribute: ProfileAttribute) {
    self.attribute = attribute
  }
}
