#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A cell model whose cell shows a SwiftUI view: a row written in SwiftUI in a Roster list,
  /// diffed, animated and sized like any other cell.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// import RosterUIKit
  /// import SwiftUI
  ///
  /// struct PostRow: View {
  ///   let title: String
  ///   var body: some View { Text(title) }
  /// }
  ///
  /// func postsSection(_ posts: [Post]) -> Roster.Section {
  ///   Roster.Section("posts") {
  ///     for post in posts {
  ///       HostingCellModel("post-\(post.id)", value: post.title) { title in
  ///         PostRow(title: title)
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// ## Identity and content
  ///
  /// ``identifier`` is the row's identity, as for every `CellModel`. What the row shows is
  /// ``value``, an `Equatable` value, and the view is built from it by ``content``: two models
  /// with the same identifier and equal values show the same view, so the diff leaves the cell
  /// alone and its measured size stays cached; a different value rebinds the live cell (its
  /// hosting configuration is replaced) and measures it again. Closures cannot be compared, so
  /// everything the view shows must come from `value`: a view that reads anything else is left
  /// stale when only that changes. A row with several inputs takes an `Equatable` struct of
  /// them.
  ///
  /// ## Size
  ///
  /// `CellSize/autolayout`: the host binds the model to a template ``HostingCell`` and fits it
  /// with `systemLayoutSizeFitting` in the column's width (its height, in a horizontal list),
  /// which the hosting view answers with the SwiftUI view's size. The configuration has no
  /// margins and no minimum size, so the cell is exactly the view; insets and spacing are the
  /// section's `Constraints`.
  ///
  /// ## Selection
  ///
  /// A model with a ``selectionAction`` is selectable, like any `SelectableCellModel`: a tap
  /// runs the action with the model and its index path.
  ///
  /// Requires iOS 16 (`UIHostingConfiguration`), the package's minimum.
  public struct HostingCellModel<Value: Equatable & Sendable, Content: View>: TypedCellModel,
    SelectableCellModel, Equatable
  {
    /// The cell that hosts the view.
    public typealias CellType = HostingCell<Value, Content>

    /// The row's stable identity in the list.
    public let identifier: String
    /// What the row shows; the diff compares it to tell a changed row.
    public let value: Value
    /// Builds the view that shows ``value``.
    public let content: @MainActor @Sendable (Value) -> Content
    /// What a tap does; `nil` makes the row not selectable.
    public var selectionAction: SelectionAction?

    /// A row `identifier` that shows `content(value)`.
    public init(
      _ identifier: String, value: Value, selectionAction: SelectionAction? = nil,
      @ViewBuilder content: @escaping @MainActor @Sendable (Value) -> Content
    ) {
      self.identifier = identifier
      self.value = value
      self.selectionAction = selectionAction
      self.content = content
    }

    /// Equal when the identifiers and the values are: the view is a function of the value.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.identifier == rhs.identifier && lhs.value == rhs.value
    }
  }
#endif
