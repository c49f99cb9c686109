/// Builds a section's cells from a block that reads like the screen: one model per line,
/// `if`, `switch`, `for` and arrays of models.
@resultBuilder
public enum CellModelBuilder {
  /// One model.
  public static func buildExpression(_ model: any CellModel) -> [any CellModel] { [model] }
  /// An array of models of one type.
  public static func buildExpression<Model: CellModel>(_ models: [Model]) -> [any CellModel] {
    models
  }
  /// An array of models of any types.
  public static func buildExpression(_ models: [any CellModel]) -> [any CellModel] { models }
  /// An optional model: nothing when `nil`.
  public static func buildExpression(_ model: (any CellModel)?) -> [any CellModel] {
    model.map { [$0] } ?? []
  }
  /// The lines of a block, in order.
  public static func buildBlock(_ parts: [any CellModel]...) -> [any CellModel] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [any CellModel]?) -> [any CellModel] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [any CellModel]) -> [any CellModel] { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [any CellModel]) -> [any CellModel] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[any CellModel]]) -> [any CellModel] {
    parts.flatMap { $0 }
  }
  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [any CellModel]) -> [any CellModel] {
    part
  }
}
