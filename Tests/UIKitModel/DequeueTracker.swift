#if os(Linux)
  /// Model: which of a list view's requests a dequeue answers and what it handed out, so that
  /// the collection and table views raise UIKit's exceptions for a dequeue nobody asked for, a
  /// view the data source did not dequeue, and a reconfigured cell dequeued under another
  /// identifier.
  @MainActor
  struct DequeueTracker {
    /// What the view asked its data source for.
    enum Request {
      /// A cell or a supplementary view to display.
      case display
      /// The cell already shown at the index path, dequeued under its identifier.
      case reconfigure(IndexPath, UIView, identifier: String?)
    }

    /// What is wrong with a dequeue.
    enum Problem {
      case withoutRequest
      case differentReconfiguredCell
    }

    private var request: Request?
    private var handedOut: UIView?
    private var dequeued: Set<ObjectIdentifier> = []

    /// Starts a request to the data source.
    mutating func begin(_ request: Request) {
      self.request = request
      handedOut = nil
    }

    /// Ends the request; returns whether `answer` is the view a dequeue handed out.
    mutating func end(answer: UIView?) -> Bool {
      defer {
        request = nil
        handedOut = nil
      }
      return answer != nil && handedOut === answer
    }

    /// For a cell dequeue under `identifier` at `indexPath`: the cell to hand back as it is
    /// (the one being reconfigured there, under the same identifier), or `nil` to dequeue one;
    /// and what is wrong with the dequeue, if anything.
    func existingCell(
      for identifier: String, at indexPath: IndexPath
    ) -> (cell: UIView?, problem: Problem?) {
      switch request {
      case .reconfigure(let target, let existing, let existingIdentifier) where target == indexPath:
        if existingIdentifier == identifier { return (existing, nil) }
        return (nil, .differentReconfiguredCell)
      case nil: return (nil, .withoutRequest)
      default: return (nil, nil)
      }
    }

    /// Whether a request is under way.
    var isRequesting: Bool { request != nil }

    /// Records that a dequeue hands out `view`.
    mutating func handOut(_ view: UIView) {
      dequeued.insert(ObjectIdentifier(view))
      handedOut = view
    }

    /// Whether `view` came from one of the view's dequeues.
    func wasDequeued(_ view: UIView) -> Bool { dequeued.contains(ObjectIdentifier(view)) }
  }
#endif
