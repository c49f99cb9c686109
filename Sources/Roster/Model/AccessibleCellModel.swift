import Foundation

/// A cell model that says how assistive technologies present its item: what VoiceOver reads on
/// UIKit, what a terminal's screen-reader output announces.
///
/// The model declares it once, for every host; a host applies it to whatever cell shows the
/// model, so a cell needs no accessibility code of its own. The item's actions
/// (``ActionableCellModel``) become the cell's custom accessibility actions on UIKit as well.
///
/// <!-- snippet: fragment -->
/// ```swift
/// struct SongModel: TypedCellModel, AccessibleCellModel, Equatable {
///   typealias CellType = SongCell
///   let identifier: String
///   let title: String
///   let isPlaying: Bool
///
///   var accessibility: CellAccessibility {
///     CellAccessibility(
///       label: title, value: isPlaying ? "Playing" : nil, hint: "Plays the song",
///       traits: isPlaying ? [.button, .selected] : .button)
///   }
/// }
/// ```
public protocol AccessibleCellModel: CellModel {
  /// How assistive technologies present the item.
  var accessibility: CellAccessibility { get }
}

/// How assistive technologies present an item: the platform-neutral subset of UIKit's
/// accessibility properties that a list's rows use.
public struct CellAccessibility: Hashable, Sendable {
  /// What the item is called, read first ("Notes on diffing").
  public var label: String?
  /// Its current value, read after the label ("On", "3 of 5").
  public var value: String?
  /// What activating it does, read after a pause ("Opens the post").
  public var hint: String?
  /// What kind of element it is.
  public var traits: Traits

  /// The kinds of element an item can be.
  public struct Traits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: Int
    /// The traits of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Activating it does something, as a button's does.
    public static let button = Traits(rawValue: 1 << 0)
    /// It heads the content that follows it.
    public static let header = Traits(rawValue: 1 << 1)
    /// It is an image.
    public static let image = Traits(rawValue: 1 << 2)
    /// It is text that does not change.
    public static let staticText = Traits(rawValue: 1 << 3)
    /// It is selected (a chosen option, a playing song).
    public static let selected = Traits(rawValue: 1 << 4)
    /// It cannot be used now.
    public static let notEnabled = Traits(rawValue: 1 << 5)
    /// Its value changes often (a timer, a progress).
    public static let updatesFrequently = Traits(rawValue: 1 << 6)
  }

  /// An item presented as `label`, with an optional value, hint and traits.
  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil, traits: Traits = []
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
  }

  /// What a screen reader says for the item: the label, then the value, each once, with the
  /// states among the traits ("selected", "dimmed") after them; `nil` when there is no label.
  public var spokenText: String? {
    guard let label, !label.isEmpty else { return nil }
    var parts = [label]
    if let value, !value.isEmpty { parts.append(value) }
    if traits.contains(.selected) { parts.append("selected") }
    if traits.contains(.notEnabled) { parts.append("dimmed") }
    return parts.joined(separator: ", ")
  }
}
