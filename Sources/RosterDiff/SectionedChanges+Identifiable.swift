extension SectionedChanges {
  /// Computes the changes that turn the sections `old` into `new`, for sections and items that
  /// are `Identifiable`; items are compared with `==`.
  ///
  /// - Parameters:
  ///   - old: The sections as they were.
  ///   - new: The sections as they are now.
  ///   - items: A section's items.
  ///   - isSectionContentEqual: Whether two sections with the same identity have the same
  ///     content of their own; by default sections have none.
  /// - Complexity: See
  ///   ``init(from:to:sectionID:items:itemID:isSectionContentEqual:isItemContentEqual:)``.
  @inlinable
  public init<Section: Identifiable, Item: Identifiable & Equatable>(
    from old: [Section], to new: [Section],
    items: (Section) -> [Item],
    isSectionContentEqual: (Section, Section) -> Bool = { _, _ in true }
  ) where Section.ID == SectionID, Item.ID == ItemID {
    self.init(
      from: old, to: new, sectionID: { $0.id }, items: items, itemID: { $0.id },
      isSectionContentEqual: isSectionContentEqual, isItemContentEqual: ==)
  }
}
