#if canImport(UIKit)
  import UIKit

  /// What a control in a list cell keeps of a value it reported: the states of its list that
  /// are too old to show.
  ///
  /// A control that reports a value (a switch flipped, a segment chosen, a letter typed) shows
  /// that value; binding its cell to a state the app asked for *before* the report — one that
  /// waited behind an animation, or was applied late — would put back a value the user has
  /// already changed, and the next flip or key would start from it. A content view calls
  /// ``willReport(from:)`` just before reporting, and ``isAnswered(in:)`` when it is bound (or
  /// right after reporting): while that is `false` it keeps its control's own value. The first
  /// state asked for after the report is the app's answer, and the control shows its model
  /// again. A view that is not in a Roster list never holds a value.
  @MainActor
  package struct HeldInput {
    /// How many updates the list's controller had been asked for just before the last report;
    /// `nil` when nothing is held.
    private var requestsBeforeReport: Int?

    package init() {}

    /// The control in `view` is about to report a value: the states asked for until now are
    /// stale for it.
    package mutating func willReport(from view: UIView) {
      let host = Self.host(of: view)
      requestsBeforeReport =
        (host?.dataSource as? any UpdateRequestCounting)?
        .requestedUpdateCount
      if requestsBeforeReport != nil { (host as? any HeldInputTracking)?.holdsInput = true }
    }

    /// Whether the list `view` is in shows a state the app asked for after the last report
    /// (or nothing is held): the control shows its model then, and the hold ends.
    ///
    /// - Complexity: O(*d*) for a view *d* levels below its list's view, while a value is held;
    ///   O(1) otherwise.
    package mutating func isAnswered(in view: UIView) -> Bool {
      guard let held = requestsBeforeReport else { return true }
      guard let shown = Self.host(of: view)?.dataSource?.snapshot.requestNumber, shown <= held
      else {
        requestsBeforeReport = nil
        return true
      }
      return false
    }

    /// The host of the Roster list `view` is shown in: the data source of the nearest
    /// collection or table view up its superviews that a Roster host drives (a band's own
    /// collection view is passed over for the list around it).
    static func host(of view: UIView) -> (any ListHost)? {
      var ancestor = view.superview
      while let current = ancestor {
        if let host = (current as? UICollectionView)?.dataSource as? any ListHost { return host }
        if let host = (current as? UITableView)?.dataSource as? any ListHost { return host }
        ancestor = current.superview
      }
      return nil
    }
  }
#endif
