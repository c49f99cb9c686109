import Foundation
import Roster
import RosterTesting

/// A section provider that publishes whatever a test tells it to and records every event it
/// hears as `"<event> <identifier> [section, item]"`.
@MainActor
final class RecordingProvider: SectionProvider {
  let name: String
  private(set) var context: SectionProviderContext?
  private(set) var events: [String] = []
  private(set) var attachCount = 0
  private(set) var detachCount = 0
  /// Sections published from ``didAttach(to:)``.
  var initialSections: [Section] = []

  init(_ name: String, initialSections: [Section] = []) {
    self.name = name
    self.initialSections = initialSections
  }

  func didAttach(to context: SectionProviderContext) {
    self.context = context
    attachCount += 1
    if !initialSections.isEmpty { context.update(with: initialSections, animated: false) }
  }

  func didDetach() {
    detachCount += 1
  }

  func didSelectItem(at indexPath: IndexPath, model: any CellModel) {
    events.append("select \(model.identifier) \(indexPath)")
  }

  func outlineExpansionDidChange(_ change: OutlineExpansionChange) {
    events.append(
      "expanded \(change.expanded.sorted()) collapsed \(change.collapsed.sorted())")
  }

  func didHighlightItem(at indexPath: IndexPath, model: any CellModel, isHighlighted: Bool) {
    events.append("\(isHighlighted ? "highlight" : "unhighlight") \(model.identifier) \(indexPath)")
  }

  func willDisplayItem(at indexPath: IndexPath, model: any CellModel) {
    events.append("show \(model.identifier) \(indexPath)")
  }

  func didEndDisplayingItem(at indexPath: IndexPath, model: any CellModel) {
    events.append("hide \(model.identifier) \(indexPath)")
  }

  func prefetchItem(at indexPath: IndexPath, model: any CellModel) {
    events.append("prefetch \(model.identifier) \(indexPath)")
  }

  func cancelPrefetchingItem(at indexPath: IndexPath, model: any CellModel) {
    events.append("cancel \(model.identifier) \(indexPath)")
  }

  func itemSelectionDidChange(at indexPath: IndexPath, model: any CellModel, isSelected: Bool) {
    events.append("\(isSelected ? "selected" : "deselected") \(model.identifier) \(indexPath)")
  }

  func itemDidEnterWorkingRange(at indexPath: IndexPath, model: any CellModel) {
    events.append("enter \(model.identifier) \(indexPath)")
  }

  func itemDidLeaveWorkingRange(at indexPath: IndexPath, model: any CellModel) {
    events.append("leave \(model.identifier) \(indexPath)")
  }

  func listDidScroll(to contentOffset: CGPoint) {
    events.append("scroll \(Int(contentOffset.y))")
  }

  func didMoveItem(from source: IndexPath, to destination: IndexPath, model: any CellModel) {
    events.append("move \(model.identifier) \(source) \(destination)")
  }

  func clearEvents() {
    events.removeAll()
  }
}

/// Sections of ``TextModel``s from `["a": "x y"]` pairs whose text is their identifier and
/// whose actions write to `log` (see ``TextModel/logging(_:text:to:)``).
@MainActor
func loggingSections(_ layout: KeyValuePairs<String, String>, to log: EventLog) -> [Section] {
  layout.map { id, items in
    Section(
      cellModels: items.split(separator: " ").map {
        TextModel.logging(String($0), text: String($0), to: log)
      },
      identifier: id)
  }
}

/// A container on a simulated host that animates everything the rules allow.
@MainActor
func makeContainer(
  policy: UpdatePolicy = .alwaysAnimate
) -> (SimulatedListHost, SectionContainer<SimulatedListHost>) {
  let host = SimulatedListHost()
  let container = SectionContainer(host: host, policy: policy)
  return (host, container)
}
