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

  var entries: [ProviderEntry] = []

  /// Creates a container that composes the list `controller` shows.
  public init(controller: ListController<Host>) {
    self.controller = controller
    controller.eventObserver = self
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

  func entry(for provider: ObjectIdentifier) -> Int? {
    entries.firstIndex { ObjectIdentifier($0.provider) == provider }
  }
}

/// A provider in a container, with the sections it last requested.
@MainActor
struct ProviderEntry {
  var provider: any SectionProvider
  var context: SectionProviderContext
  var sections: [Section]
}
