/// The profile's header: name, handle and bio.
public struct ProfileHeaderCellModel: TypedCellModel, Equatable {
  /// The header's cell.
  public typealias CellType = ProfileHeaderCell
  /// Always "profile-header": there is one header.
  public let identifier = "profile-header"
  /// The profile shown.
  public var profile: Profile

  /// Creates the header of `profile`.
  public init(profile: Profile) {
    self.profile = profile
  }
}
