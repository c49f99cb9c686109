/// A cell bound to one type of cell model, checked at compile time.
///
/// <!-- snippet: fragment -->
/// ```swift
/// import RosterUIKit
///
/// final class UserCell: ListCollectionViewCell, TypedListCell {
///   private let nameLabel = UILabel()
///   private let avatarView = AvatarView()
///
///   func bind(model: UserCellModel, sizing: Bool) {
///     nameLabel.text = model.name
///     guard !sizing else { return }
///     avatarView.loadImage(from: model.avatarURL)
///   }
/// }
/// ```
public protocol TypedListCell: ListCell {
  /// The cell model this cell shows.
  associatedtype Model: CellModel

  /// Shows `model`; see ``ListCell/bind(cellModel:sizing:)`` for `sizing`.
  func bind(model: Model, sizing: Bool)
}

extension TypedListCell {
  /// Whether `model` is a `Model`.
  public static func canShow(_ model: any CellModel) -> Bool { model is Model }

  /// Binds `cellModel` when it is a `Model`; a model of another type is a programming error
  /// reported in debug builds and ignored in release builds (the cell keeps its content).
  public func bind(cellModel: any CellModel, sizing: Bool) {
    guard let model = cellModel as? Model else {
      assertionFailure(
        "\(Self.self) cannot show \(type(of: cellModel)) '\(cellModel.identifier)'; "
          + "its cellType must be a cell whose Model is that type")
      return
    }
    bind(model: model, sizing: sizing)
  }
}
