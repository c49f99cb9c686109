import Foundation

/// The providers of a container that hear ``SectionProvider/listDidScroll(to:)``: all of them
/// at first, less those found to keep the requirement's default, which does nothing.
///
/// Every provider hears a scroll, but most keep the default, and a terminal list scrolls at
/// every batch that inserts above the rows on screen (the list keeps them where they were):
/// calling each provider there made a container of *P* providers publishing one at a time
/// cost O(*P*²). A type that does not implement the requirement keeps the default for good (a
/// protocol extension's method is not overridden, even by a subclass), so once the default has
/// run for a provider it is left out: a scroll costs O(*l*) for the *l* providers that
/// implement it, and each of the others is called once.
@MainActor
struct ScrollListeners {
  /// The providers still told, in list order.
  private var providers: [any SectionProvider] = []
  /// The providers of the container known to keep the default.
  private var silent: Set<ObjectIdentifier> = []

  /// Listens to `entries`' providers, in their order, but for those known to keep the
  /// default. The ones no longer in `entries` are forgotten, so that a later provider given
  /// the identifier of a released one is not mistaken for it.
  ///
  /// - Complexity: O(*P*) for *P* entries.
  mutating func reset(to entries: [ProviderEntry]) {
    let held = Set(entries.lazy.map { ObjectIdentifier($0.provider) })
    silent.formIntersection(held)
    providers = entries.lazy.map(\.provider).filter { !silent.contains(ObjectIdentifier($0)) }
  }

  /// The providers to tell about a scroll, in list order: a copy, which changing the providers
  /// from a provider's handler leaves as it was.
  var current: [any SectionProvider] { providers }

  /// Tells `provider` that the list scrolled, and returns whether it keeps the default.
  static func tell(_ provider: any SectionProvider, scrolledTo contentOffset: CGPoint) -> Bool {
    let id = ObjectIdentifier(provider)
    DefaultScrollHandler.lastReceiver = nil
    provider.listDidScroll(to: contentOffset)
    // A provider's handler may tell others (nested providers, or a nested scroll): only the
    // default run for this very provider counts.
    return DefaultScrollHandler.lastReceiver == id
  }

  /// Stops telling `quiet`, providers that `holds` still holds.
  ///
  /// - Complexity: O(*l*) for the *l* providers still told.
  mutating func leaveOut(_ quiet: [ObjectIdentifier], holds: (ObjectIdentifier) -> Bool) {
    let known = quiet.filter(holds)
    guard !known.isEmpty else { return }
    silent.formUnion(known)
    providers.removeAll { silent.contains(ObjectIdentifier($0)) }
  }
}

/// Which provider last ran the default ``SectionProvider/listDidScroll(to:)``, for
/// ``ScrollListeners``.
@MainActor
enum DefaultScrollHandler {
  static var lastReceiver: ObjectIdentifier?
}
