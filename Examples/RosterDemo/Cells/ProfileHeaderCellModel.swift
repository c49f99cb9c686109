/// The profile's header: name, handle and bio.
package struct ProfileHeaderCellModel: TypedCellModel, Equatable {
  /// The header's cell.
  package typealias CellType = ProfileHeaderCell
  /// Always "profile-header": there is one header.
  package let identifier = "profile-header"
  /// The profile shown.
  package var profile: Profile

  /// Creates the header of `profile`.
  package init(profile: Profile) {
    self.profile = profile
  }
}
