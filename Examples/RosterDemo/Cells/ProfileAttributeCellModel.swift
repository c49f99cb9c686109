/// One attribute row of the profile ("Location  Lisbon").
package struct ProfileAttributeCellModel: TypedCellModel, Equatable {
  /// The row's cell.
  package typealias CellType = ProfileAttributeCell
  /// "attribute-" and the attribute's name, which is unique within a profile.
  package var identifier: String { "attribute-\(attribute.name)" }
  /// The attribute shown.
  package var attribute: ProfileAttribute

  /// Creates the row of `attribute`.
  package init(attribute: ProfileAttribute) {
    self.attribute = attribute
  }
}
