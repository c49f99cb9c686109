/// A data source that counts the update requests made of its controller: what lets a host tell
/// a displayed state the app asked for before a control reported a value from one it asked for
/// after (``ListSnapshot/requestNumber``).
///
/// A control that reports a value (a key typed into a text field, a switch flipped) keeps
/// showing its own value from then on; the host binds it again only with a state whose
/// ``ListSnapshot/requestNumber`` is greater than the count when the value was reported — the
/// app's answer to it, or anything the app asked for later. A state asked for earlier is stale
/// for that control, and binding it would show a value the user has already typed past.
@MainActor
package protocol UpdateRequestCounting: AnyObject {
  /// How many updates have been requested so far, shown or not.
  var requestedUpdateCount: Int { get }
}

/// A host whose controls may hold values they reported (see ``UpdateRequestCounting``), told
/// when the controller has finished showing a state the app asked for, so that those controls
/// show their models again.
///
/// A batch rebinds only the items whose content changed, and an update equal to the state
/// displayed rebinds none: yet either may be the app's answer to a report — an item left as it
/// was is how an app refuses a value — and a control that holds the value it reported must
/// then show its model again.
@MainActor
package protocol HeldInputHost: ListHost {
  /// The displayed state now answers newer requests, through a batch or without one.
  func didShowRequestedState()
}
