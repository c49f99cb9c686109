extension Changes {
  /// Computes the changes that turn `old` into `new`, pairing elements by `id` and comparing
  /// their content with `==`.
  ///
  /// - Complexity: O(*n* + *m*) expected time, plus O(*k* log *k*) for the paired elements
  ///   outside a common prefix and suffix; see ``init(from:to:id:isContentEqual:)``.
  @inlinable
  public init<Old: Collection, New: Collection>(from old: Old, to new: New)
  where
    Old.Element == New.Element, Old.Element: Identifiable & Equatable,
    Old.Element.ID == ID
  {
    self.init(from: old, to: new, id: { $0.id }, isContentEqual: ==)
  }

  /// Computes the changes that turn `old` into `new`, pairing elements by `id` and comparing
  /// their content with `==`.
  ///
  /// - Complexity: See ``init(from:to:id:isContentEqual:)``.
  @inlinable
  public init<Old: Collection, New: Collection>(
    from old: Old, to new: New, id: (Old.Element) -> ID
  ) where Old.Element == New.Element, Old.Element: Equatable {
    self.init(from: old, to: new, id: id, isContentEqual: ==)
  }
}
