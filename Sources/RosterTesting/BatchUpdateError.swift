/// Why ``SimulatedCollectionView`` rejected a batch update: the rule it breaks and the message
/// UIKit would raise for it (`NSInternalInconsistencyException`'s reason), or Roster's own
/// message where UIKit raises nothing.
///
/// Errors compare equal when both the rule and the message are equal, so a test can state the
/// exact failure it expects:
///
/// <!-- snippet: fragment -->
/// ```swift
/// #expect(throws: BatchUpdateError(rule: .deletedTwice, message: "…")) {
///   try view.apply(batch, updatingTo: expectedSections)
/// }
/// ```
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rule the batch breaks.
  public var rule: BatchUpdateRule
  /// What went wrong, in UIKit's words where UIKit raises an exception for it.
  ///
  /// UIKit prints index paths as `<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`; the
  /// simulator leaves out the address, which means nothing off a device:
  /// `{length = 2, path = 0 - 1}`.
  public var message: String

  /// Creates an error for the given rule with the given message.
  public init(rule: BatchUpdateRule, message: String) {
    self.rule = rule
    self.message = message
  }

  /// The rule and the message, for example
  /// `R15: attempt to delete the same index path ({length = 2, path = 0 - 1}) twice`.
  public var description: String { "\(rule): \(message)" }
}
