/// What a button does, which decides how it looks on every host.
public enum ButtonRole: Hashable, Sendable, CaseIterable {
  /// The screen's main action: filled, prominent.
  case primary
  /// Another action: outlined or plain.
  case secondary
  /// An action that deletes or cannot be undone: red.
  case destructive
}
