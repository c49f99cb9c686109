/// Builds a list's sections from a block that reads like the screen: one ``Section`` per
/// line, `if`, `switch`, `for` and arrays of sections.
@resultBuilder
public enum SectionBuilder {
  /// One section.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  /// An array of sections.
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
  /// An optional section: nothing when `nil`.
  public static func buildExpression(_ section: Section?) -> [Section] {
    section.map { [$0] } ?? []
  }
  /// The lines of a block, in order.
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Section]) -> [Section] { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Section]) -> [Section] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}
