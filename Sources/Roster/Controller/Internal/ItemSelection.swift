/// Which items a list keeps selected, by identifier, and the modes that say how many it may.
///
/// Pure state: the controller validates identifiers against what it displays and tells models,
/// providers, the host and the app about each ``ListSelectionChange`` an operation returns.
/// Every operation keeps the invariant that the selection holds at most what the mode in force
/// (``effectiveMode``) allows: none when it is off, one when it is single.
struct ItemSelection {
  /// The mode outside edit mode.
  private(set) var mode = ListSelectionMode.off
  /// The mode in edit mode.
  private(set) var editingMode = ListSelectionMode.multiple
  private(set) var isEditing = false
  /// Each selected identifier with the count of selections when it was selected: single
  /// selection keeps the newest one when the mode narrows.
  private var stamps: [String: Int] = [:]
  private var selectionCount = 0

  /// The mode in force: ``editingMode`` in edit mode, ``mode`` otherwise.
  var effectiveMode: ListSelectionMode { isEditing ? editingMode : mode }

  var isEmpty: Bool { stamps.isEmpty }
  var count: Int { stamps.count }
  var identifiers: Dictionary<String, Int>.Keys { stamps.keys }

  func contains(_ identifier: String) -> Bool { stamps[identifier] != nil }

  mutating func setMode(_ newMode: ListSelectionMode) -> ListSelectionChange {
    mode = newMode
    return trimmed()
  }

  mutating func setEditingMode(_ newMode: ListSelectionMode) -> ListSelectionChange {
    editingMode = newMode
    return trimmed()
  }

  mutating func setEditing(_ editing: Bool) -> ListSelectionChange {
    isEditing = editing
    return trimmed()
  }

  /// Selects `identifier`: in single selection, in place of the selected item.
  mutating func select(_ identifier: String) -> ListSelectionChange {
    guard effectiveMode != .off, !contains(identifier) else { return ListSelectionChange() }
    var change = ListSelectionChange()
    if effectiveMode == .single {
      change.deselected = Array(stamps.keys)
      stamps.removeAll()
    }
    selectionCount += 1
    stamps[identifier] = selectionCount
    change.selected = [identifier]
    return change
  }

  mutating func deselect(_ identifier: String) -> ListSelectionChange {
    guard stamps.removeValue(forKey: identifier) != nil else { return ListSelectionChange() }
    return ListSelectionChange(selected: [], deselected: [identifier])
  }

  /// What a tap does: in multiple selection it toggles the item; in single selection it
  /// selects it, and a selected item stays selected, as in a picker.
  mutating func toggle(_ identifier: String) -> ListSelectionChange {
    if effectiveMode == .multiple, contains(identifier) { return deselect(identifier) }
    return select(identifier)
  }

  /// Selects every identifier of `all` not selected yet, in multiple selection only.
  mutating func selectAll(_ all: some Sequence<String>) -> ListSelectionChange {
    guard effectiveMode == .multiple else { return ListSelectionChange() }
    var change = ListSelectionChange()
    for identifier in all where !contains(identifier) {
      selectionCount += 1
      stamps[identifier] = selectionCount
      change.selected.append(identifier)
    }
    return change
  }

  mutating func deselectAll() -> ListSelectionChange {
    let change = ListSelectionChange(selected: [], deselected: Array(stamps.keys))
    stamps.removeAll()
    return change
  }

  /// Deselects every item `isKept` refuses: those an update removed.
  ///
  /// - Complexity: O(*s*) calls of `isKept` for the *s* selected items.
  mutating func prune(keeping isKept: (String) -> Bool) -> ListSelectionChange {
    let removed = stamps.keys.filter { !isKept($0) }
    for identifier in removed { stamps[identifier] = nil }
    return ListSelectionChange(selected: [], deselected: removed)
  }

  /// Deselects what the mode in force does not allow: everything when it is off, all but the
  /// newest selection when it is single.
  private mutating func trimmed() -> ListSelectionChange {
    switch effectiveMode {
    case .multiple: return ListSelectionChange()
    case .off: return deselectAll()
    case .single:
      guard let newest = stamps.max(by: { $0.value < $1.value })?.key else {
        return ListSelectionChange()
      }
      let removed = stamps.keys.filter { $0 != newest }
      for identifier in removed { stamps[identifier] = nil }
      return ListSelectionChange(selected: [], deselected: removed)
    }
  }
}
