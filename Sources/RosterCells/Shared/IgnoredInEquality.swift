/// A stored closure that `==` does not compare: two models that differ only in their actions
/// show the same thing, so the list does not rebind their cells.
///
/// Actions should capture what stays (the app's store), never values that change from one
/// update to the next: a model whose action alone changed keeps the cell bound to the old one.
@propertyWrapper
public struct IgnoredInEquality<Value: Sendable>: Equatable, Sendable {
  /// The closure.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Always `true`: the closure is not part of what a model shows.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
