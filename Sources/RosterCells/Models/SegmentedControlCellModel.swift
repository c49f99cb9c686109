/// A choice of one among a few segments: "Day · Week · Month".
///
/// Choosing a segment calls ``onChange`` with its index, and the control shows that choice, the
/// next one starting from it; it shows ``selectedIndex`` again from the first state the app
/// asks for after the choice, never from an older one. See *Input is never lost* in the
/// RosterCells documentation.
///
/// ```swift
/// let period = SegmentedControlCellModel(
///   identifier: "period", title: "Show", segments: ["Day", "Week", "Month"], selectedIndex: 1
/// ) { _, index in print("period \(index)") }
/// ```
public struct SegmentedControlCellModel: CatalogueCellModel, Equatable {
  /// What runs when a segment is chosen, with its index.
  public typealias ChangeAction =
    @MainActor @Sendable (_ model: SegmentedControlCellModel, _ selectedIndex: Int) -> Void

  /// The control's identity.
  public var identifier: String
  /// Shown before the segments; empty for none.
  public var title: String
  /// The segments' titles.
  public var segments: [String]
  /// The chosen segment; an index outside ``segments`` chooses none.
  public var selectedIndex: Int
  /// Whether a segment can be chosen; a disabled control looks dimmed.
  public var isEnabled: Bool
  /// What runs when a segment is chosen.
  @IgnoredInEquality public var onChange: ChangeAction

  /// Creates a segmented control.
  public init(
    identifier: String, title: String = "", segments: [String], selectedIndex: Int,
    isEnabled: Bool = true, onChange: @escaping ChangeAction
  ) {
    self.identifier = identifier
    self.title = title
    self.segments = segments
    self.selectedIndex = selectedIndex
    self.isEnabled = isEnabled
    self.onChange = onChange
  }

  /// Asks for segment `index`: calls ``onChange`` when the control is enabled, `index` is a
  /// segment and not the chosen one; returns whether it did.
  @MainActor
  @discardableResult
  public func select(segment index: Int) -> Bool {
    guard isEnabled, segments.indices.contains(index), index != selectedIndex else { return false }
    onChange(self, index)
    return true
  }
}
