import Foundation
import Roster

/// How a view that keeps a selection of its own (a collection or table view) shows the
/// controller's: the policy its flags follow, and the items to deselect and select so that its
/// selection is the controller's. Written once for both of UIKit's views; they apply it.
package enum ViewSelection {
  /// The selection flags a view sets for the controller's selection mode and edit mode.
  ///
  /// Outside edit mode a tap always selects, because an item's action runs on selection; with
  /// `.multiple` it toggles. In edit mode a tap selects only while a mode is in force.
  package struct Policy: Hashable, Sendable {
    /// Whether the view is in edit mode.
    package var isEditing: Bool
    /// The view's `allowsMultipleSelection`.
    package var allowsMultipleSelection: Bool
    /// The view's `allowsSelectionDuringEditing`.
    package var allowsSelectionDuringEditing: Bool
    /// The view's `allowsMultipleSelectionDuringEditing`.
    package var allowsMultipleSelectionDuringEditing: Bool

    /// The policy for `mode` in force, in edit mode or not.
    package init(mode: ListSelectionMode, isEditing: Bool) {
      self.isEditing = isEditing
      allowsMultipleSelection = !isEditing && mode == .multiple
      allowsSelectionDuringEditing = isEditing && mode != .off
      allowsMultipleSelectionDuringEditing = isEditing && mode == .multiple
    }
  }

  /// The items to deselect (shown but not wanted) and to select (wanted but not shown), each
  /// in increasing order, so that a view showing `shown` shows `wanted`; an item in both is
  /// left alone, so that its cell does not flicker.
  ///
  /// - Complexity: O(*s* log *s*) for the *s* items in either.
  package static func changes(
    showing wanted: some Sequence<IndexPath>, from shown: some Sequence<IndexPath>
  ) -> (deselect: [IndexPath], select: [IndexPath]) {
    let wanted = Set(wanted)
    let shown = Set(shown)
    return (shown.subtracting(wanted).sorted(), wanted.subtracting(shown).sorted())
  }
}
