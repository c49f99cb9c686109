/// The cell that shows the profile header.
public final class ProfileHeaderCell: TypedListCell {
  /// The model bound last, if any.
  public private(set) var model: ProfileHeaderCellModel?

  /// Creates an empty cell.
  public init() {}

  /// Shows `model`.
  public func bind(model: ProfileHeaderCellModel, sizing: Bool) {
    self.model = model
  }
}

extension ProfileHeaderCell: _TextCell {
  func lines(width: Int) -> [String] {
    guard let profile = model?.profile else { return [] }
    let name = _Text.sanitized(profile.name)
    let handle = "@" + _Text.sanitized(profile.username)
    return [_Text.justified(name, handle, to: width)]
      + _Text.wrapped(_Text.sanitized(profile.bio), to: width)
  }
}
