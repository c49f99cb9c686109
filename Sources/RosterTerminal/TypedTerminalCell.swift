/// A terminal cell bound to one type of cell model, checked at compile time.
///
/// ```swift
/// struct UserCellModel: TypedCellModel, Equatable {
///   typealias CellType = UserCell
///   let identifier: String
///   let name: String
/// }
///
/// final class UserCell: TypedTerminalCell {
///   private var name = ""
///
///   func bind(model: UserCellModel, sizing: Bool) { name = model.name }
///
///   func render(width: Int) -> [StyledLine] {
///     [StyledLine(name, style: TextStyle(bold: true))]
///   }
/// }
/// ```
///
/// A `final` class gets ``TerminalCell/init()`` from its property defaults; a non-final class
/// needs a `required init()`.
public protocol TypedTerminalCell: TerminalCell, TypedListCell {}
