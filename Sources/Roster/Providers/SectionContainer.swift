import Foundation

/// A list composed of independent ``SectionProvider``s, in an order the container decides.
///
/// The container concatenates its providers' sections, in the order of ``providers``, into
/// the state of one ``ListController``. Each provider owns a contiguous slice of that state and
/// changes it through its ``SectionProviderContext`` whenever it likes; the container replaces
/// only that slice, and the controller diffs only that slice against what is displayed (while a
/// batch animates, requests coalesce as usual and the slices they left alone stay undiffed).
/// Changing the providers — adding, removing, reordering — is one update of the whole list.
///
/// Events come back the same way they went out: a host reports an item event to the controller
/// in the view's index paths; the container finds the provider that owns the displayed section
/// (each section remembers its provider, so this holds in any displayed state, even mid-update)
/// and tells only that provider, in its own index paths; the model's own action receives the
/// same relative index path. Scrolling reaches every provider.
///
/// Identifiers must be unique in the whole list, as in any list; the controller reports
/// duplicates inside the part it diffs.
///
/// The container indexes its providers: a dictionary finds a provider's entry and a Fenwick
/// tree of section counts gives the position of its slice, so a provider's update costs
/// O(log *P*) here for *P* providers, and its slice's diff in the controller (see
/// ``SectionProviderContext/update(with:animated:completion:)``). Changing the providers
/// rebuilds the index, O(*P*).
///
/// <!-- snippet: fragment -->
/// ```swift
/// let container = SectionContainer(controller: ListController(host: host))
/// container.setProviders([ProfileProvider(), PostsProvider()])
/// ```
@MainActor
public final class SectionContainer<Host: ListHost> {
  /// The controller that shows the composed list. Update it through the providers only: the
  /// container keeps each provider's slice and would overwrite direct updates.
  public let controller: ListController<Host>

  /// The providers whose sections make up the list, in list order.
  public var providers: [any SectionProvider] { entries.map(\.provider) }

  /// The providers in list order, with their requested sections. Change it only through
  /// ``replaceEntries(_:)``, which keeps the indexes below in step.
  private(set) var entries: [ProviderEntry] = []
  /// Where each provider is in ``entries``: a provider's update finds its entry in O(1).
  private var positions: [ObjectIdentifier: Int] = [:]
  /// The number of sections each entry requested, with the prefix sums that place its slice.
  private(set) var sectionCounts = SectionCounts([])
  /// The providers told when the list scrolls.
  var scrollListeners = ScrollListeners()

  /// Creates a container that composes the list `controller` shows.
  ///
  /// A controller shows one container's list: a second container on the same controller would
  /// replace the first one's sections with its own whenever its providers change. It is
  /// reported to the controller's ``ListController/diagnosticHandler`` as
  /// ``ListDiagnostic/controllerSharedByContainers(_:)``; events still reach the providers of
  /// both, each at its own index paths, for the sections they own.
  public init(controller: ListController<Host>) {
    self.controller = controller
    let others = controller.eventObservers.filter { $0 is SectionContainer<Host> }
    if !others.isEmpty {
      controller.diagnosticHandler(.controllerSharedByContainers(others.count + 1))
    }
    controller.addEventObserver(self)
  }

  /// Creates a container with a new controller on `host`.
  public convenience init(host: Host, policy: UpdatePolicy = UpdatePolicy()) {
    self.init(controller: ListController(host: host, policy: policy))
  }

  /// The context through which `provider` publishes its sections, or `nil` when the container
  /// does not hold it.
  public func context(of provider: any SectionProvider) -> SectionProviderContext? {
    entry(for: ObjectIdentifier(provider)).map { entries[$0].context }
  }

  /// The position of `provider` in ``entries``.
  ///
  /// - Complexity: O(1) expected.
  func entry(for provider: ObjectIdentifier) -> Int? {
    positions[provider]
  }

  /// Makes `entries` the container's providers, rebuilding the indexes over them.
  ///
  /// - Complexity: O(*P*) for *P* providers.
  func replaceEntries(_ entries: [ProviderEntry]) {
    self.entries = entries
    positions = Dictionary(
      uniqueKeysWithValues: entries.indices.map { (ObjectIdentifier(entries[$0].provider), $0) })
    sectionCounts = SectionCounts(entries.map(\.sections.count))
    scrollListeners.reset(to: entries)
  }

  /// Records `sections` as the newest request of the entry at `index`, and returns the range
  /// its previous sections take in the requested list.
  ///
  /// - Complexity: O(log *P*), plus releasing the entry's previous sections.
  func replaceSections(ofEntry index: Int, with sections: [Section]) -> Range<Int> {
    let start = sectionCounts.start(of: index)
    let range = start..<(start + sectionCounts.count(at: index))
    entries[index].sections = sections
    sectionCounts.set(sections.count, at: index)
    return range
  }
}

/// A provider in a container, with the sections it last requested.
@MainActor
struct ProviderEntry {
  var provider: any SectionProvider
  var context: SectionProviderContext
  var sections: [Section]
}
