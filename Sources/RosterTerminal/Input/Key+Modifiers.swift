extension Key {
  /// The modifier keys held with a key: what xterm's modifier parameter encodes (`CSI 1;5A` is
  /// Ctrl-Up), and Alt for a key that follows ESC.
  ///
  /// ```swift
  /// let key = Key.modified(.right, [.control, .shift])
  /// if case .modified(.right, let modifiers) = key, modifiers.contains(.control) {
  ///   print("a word to the right")
  /// }
  /// ```
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The bits, as xterm's modifier parameter less one encodes them: Shift 1, Alt 2, Ctrl 4.
    public let rawValue: Int

    /// The modifiers with these bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = Modifiers(rawValue: 1)
    /// Alt (Option on a Mac keyboard, Meta in Emacs).
    public static let alt = Modifiers(rawValue: 2)
    /// Ctrl.
    public static let control = Modifiers(rawValue: 4)
  }
}
