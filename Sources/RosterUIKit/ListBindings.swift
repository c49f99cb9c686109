import Foundation
import Roster

// RosterList's bridge between the app's state and its controller, kept free of SwiftUI and
// UIKit so that it runs wherever Roster does (the tests drive it on the UIKit model): SwiftUI
// hands it the bindings' values at each update, and it writes into them what the user changed.
//
// A bound value is written in one direction at a time. The app's side is read at each update
// and compared with `agreed`, the value the binding was last read or written as: only a
// different value is the app's change, applied to the controller. The controller's changes
// come through its handlers, which are silent while the bridge itself applies a change, and
// reach the binding only when they differ from `agreed`: nothing the app writes comes back to
// it, and nothing the bridge writes is applied again.

/// A value the app owns and the list changes too — a SwiftUI binding, read and written through
/// two closures.
@MainActor
@_spi(Testing) public struct BoundValue<Value: Equatable> {
  /// Reads the app's value.
  @_spi(Testing) public var get: @MainActor () -> Value
  /// Writes the list's value into the app's state.
  @_spi(Testing) public var set: @MainActor (Value) -> Void

  /// A value read with `get` and written with `set`.
  @_spi(Testing) public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }
}

/// What a `RosterList` shows besides its sections, as SwiftUI hands it over at each update.
@MainActor
@_spi(Testing) public struct ListBindingState {
  /// The selected items' identifiers, and how many may be selected; `nil`: the app binds none.
  @_spi(Testing) public var selection: (value: BoundValue<Set<String>>, mode: ListSelectionMode)?
  /// Whether the list is in edit mode; `nil`: the app says nothing of it.
  @_spi(Testing) public var isEditing: Bool?
  /// The item the focus comes back to; `nil`: the app binds none.
  @_spi(Testing) public var focus: BoundValue<String?>?
  /// The filter query; `nil`: none.
  @_spi(Testing) public var filterQuery: String?
  /// The item to scroll into view when it changes; `nil`: none.
  @_spi(Testing) public var scrollTarget: String?
  /// Whether scrolling to ``scrollTarget`` animates.
  @_spi(Testing) public var animatesScroll = true
  /// Told when scrolling nears an edge of the list.
  @_spi(Testing) public var edgeApproachAction: (@MainActor (ListEdge) -> Void)?
  /// Whether the loading footer shows.
  @_spi(Testing) public var isLoadingMore = false
  /// The loading footer.
  @_spi(Testing) public var loadingFooterModel: (any CellModel)?
  /// What pull-to-refresh runs; `nil` offers none.
  @_spi(Testing) public var refreshAction: (@MainActor () async -> Void)?

  /// No bindings, no footer, no refresh.
  @_spi(Testing) public init() {}
}

/// Keeps a `ListController` and the app's bound state in step, in both directions, without
/// either side hearing its own change back.
@MainActor
@_spi(Testing) public final class ListBindings<Host: ListHost> {
  /// The controller the state is applied to.
  @_spi(Testing) public let controller: ListController<Host>
  /// Runs a write into the app's state later: SwiftUI forbids writing state while it updates a
  /// view, and the controller may report a change from within an update the view asked for.
  private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
  /// Moves the host's focus, when it is in the list, to the item the controller remembers.
  @_spi(Testing) public var moveFocus: (@MainActor () -> Void)?

  private var state = ListBindingState()
  /// Whether the bridge applies a change: the controller's handlers stay silent meanwhile.
  private var isApplying = false
  /// Whether SwiftUI is updating the view: writes wait for ``flush()``.
  private var isInViewUpdate = false
  private var isFlushScheduled = false

  /// The controller's selection, kept from its changes.
  private var selected: Set<String> = []
  /// The selection the binding holds, as last read or written; `nil` before the first read.
  private var agreedSelection: Set<String>?
  /// The app's selection that waits for its items to be displayed (the update in flight).
  private var desiredSelection: Set<String>?
  /// The selection to write into the binding at the next flush.
  private var pendingSelectionWrite: Set<String>?

  /// The focused item the binding holds, as last read or written.
  private var agreedFocus: String??
  private var pendingFocusWrite: String??

  private var appliedFilterQuery: String??
  private var requestedScrollTarget: String??
  /// The item to scroll to once it is displayed.
  private var pendingScrollTarget: String?

  /// A bridge for `controller`, which installs its selection and focus handlers; writes that
  /// cannot happen at once (during a view update) are run by `schedule`.
  @_spi(Testing) public init(
    controller: ListController<Host>,
    schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = { work in
      Task { @MainActor in work() }
    }
  ) {
    self.controller = controller
    self.schedule = schedule
    controller.selectionChangeHandler = { [weak self] change in
      self?.controllerSelectionChanged(change)
    }
    controller.focusChangeHandler = { [weak self] identifier in
      self?.controllerFocusChanged(identifier)
    }
  }

  /// SwiftUI's update: applies what the app changed in `newState`, then updates the list to
  /// `sections`; the app's selection of items that update brings is applied once it is shown.
  @_spi(Testing) public func update(
    with sections: [Section], state newState: ListBindingState, animated: Bool
  ) {
    isInViewUpdate = true
    defer {
      isInViewUpdate = false
      scheduleFlushIfNeeded()
    }
    state = newState
    controller.edgeApproachHandler = newState.edgeApproachAction
    controller.loadingFooterModel = newState.loadingFooterModel
    controller.refreshAction = newState.refreshAction
    // Each setter shows the selection again: only a change is set.
    if let mode = newState.selection?.mode {
      if controller.selectionMode != mode { controller.selectionMode = mode }
      if controller.editingSelectionMode != mode { controller.editingSelectionMode = mode }
    }
    if let isEditing = newState.isEditing { controller.isEditing = isEditing }
    readSelection()
    readFocus()
    if appliedFilterQuery != .some(newState.filterQuery) {
      appliedFilterQuery = .some(newState.filterQuery)
      controller.filterItems(matching: newState.filterQuery, animated: animated)
    }
    if requestedScrollTarget != .some(newState.scrollTarget) {
      requestedScrollTarget = .some(newState.scrollTarget)
      pendingScrollTarget = newState.scrollTarget
    }
    // Set just before the update: a footer that ends with the page it loaded goes in the
    // same batch as the page arrives.
    controller.isLoadingMore = newState.isLoadingMore
    controller.update(with: sections, animated: animated) { [weak self] _ in self?.settle() }
  }

  /// Writes what waits to be written into the app's state, unless the app changed that value
  /// meanwhile (its change is read at the next update).
  @_spi(Testing) public func flush() {
    isFlushScheduled = false
    if let value = pendingSelectionWrite, let binding = state.selection?.value {
      pendingSelectionWrite = nil
      if binding.get() == agreedSelection { write(value, to: binding) }
    }
    if let value = pendingFocusWrite, let binding = state.focus {
      pendingFocusWrite = nil
      if .some(binding.get()) == agreedFocus { write(value, to: binding) }
    }
  }

  // MARK: - Selection

  /// Applies the binding's selection when the app changed it.
  private func readSelection() {
    guard let binding = state.selection?.value else {
      agreedSelection = nil
      desiredSelection = nil
      pendingSelectionWrite = nil
      return
    }
    let value = binding.get()
    guard value != agreedSelection else { return }
    agreedSelection = value
    pendingSelectionWrite = nil
    desiredSelection = value
    applyDesiredSelection()
  }

  /// Deselects what the app's selection leaves out and selects what it adds, where the items
  /// are displayed; the rest waits for the update in flight.
  private func applyDesiredSelection() {
    guard let desired = desiredSelection else { return }
    isApplying = true
    defer { isApplying = false }
    for identifier in selected.subtracting(desired).sorted() {
      controller.deselect(identifier)
    }
    for identifier in desired.subtracting(selected).sorted() {
      try? controller.select(identifier)
    }
    if selected == desired { desiredSelection = nil }
  }

  private func controllerSelectionChanged(_ change: ListSelectionChange) {
    selected.subtract(change.deselected)
    selected.formUnion(change.selected)
    guard !isApplying else { return }
    if var desired = desiredSelection {
      // The user (or an update) changed the selection while the app's waits: the app's wish,
      // changed the same way, is applied once the update is shown.
      desired.subtract(change.deselected)
      if state.selection?.mode == .single, let newest = change.selected.last {
        desired = [newest]
      } else {
        desired.formUnion(change.selected)
      }
      desiredSelection = desired
      return
    }
    reportSelection()
  }

  /// Writes the controller's selection into the binding when it holds another.
  private func reportSelection() {
    guard let binding = state.selection?.value, agreedSelection != nil,
      selected != agreedSelection
    else { return }
    if isInViewUpdate {
      pendingSelectionWrite = selected
    } else {
      write(selected, to: binding)
    }
  }

  private func write(_ value: Set<String>, to binding: BoundValue<Set<String>>) {
    agreedSelection = value
    pendingSelectionWrite = nil
    binding.set(value)
  }

  // MARK: - Focus

  private func readFocus() {
    guard let binding = state.focus else {
      agreedFocus = nil
      pendingFocusWrite = nil
      return
    }
    let value = binding.get()
    guard .some(value) != agreedFocus else { return }
    agreedFocus = .some(value)
    pendingFocusWrite = nil
    guard value != controller.focusedIdentifier else { return }
    // The focus engine asks for the remembered item when the focus comes to the list; when it
    // is in the list already, the host moves it there now.
    controller.rememberFocus(value)
    moveFocus?()
  }

  private func controllerFocusChanged(_ identifier: String) {
    guard let binding = state.focus, agreedFocus != nil, agreedFocus != .some(identifier) else {
      return
    }
    if isInViewUpdate {
      pendingFocusWrite = .some(identifier)
    } else {
      write(identifier, to: binding)
    }
  }

  private func write(_ value: String?, to binding: BoundValue<String?>) {
    agreedFocus = .some(value)
    pendingFocusWrite = nil
    binding.set(value)
  }

  // MARK: - After each update

  /// The update SwiftUI asked for is shown: the app's selection of items it brought is
  /// applied, the binding told what the controller could not select, and the scroll target,
  /// once displayed, scrolled to.
  private func settle() {
    if desiredSelection != nil {
      applyDesiredSelection()
      desiredSelection = nil
    }
    reportSelection()
    if let target = pendingScrollTarget,
      let indexPath = controller.indexPath(forIdentifier: target)
    {
      pendingScrollTarget = nil
      controller.host.scroll(to: indexPath, animated: state.animatesScroll)
    }
    scheduleFlushIfNeeded()
  }

  private func scheduleFlushIfNeeded() {
    guard !isInViewUpdate, !isFlushScheduled,
      pendingSelectionWrite != nil || pendingFocusWrite != nil
    else { return }
    isFlushScheduled = true
    schedule { [weak self] in self?.flush() }
  }
}
