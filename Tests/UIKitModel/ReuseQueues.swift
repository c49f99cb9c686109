#if os(Linux)
  /// Model: a view a list view hands out again after it leaves the screen (a cell, a collection
  /// view's supplementary view, a table's header or footer), prepared by UIKit first.
  @MainActor
  protocol ReusableView: UIView {
    func prepareForReuse()
  }

  /// Model: the views a list view keeps for reuse, one queue per reuse identifier, as UIKit's
  /// collection and table views keep them. A class, so that `prepareForReuse()`, which apps
  /// override, runs while no access to the queues is under way.
  @MainActor
  final class ReuseQueues<View: ReusableView> {
    private var queues: [String: [View]] = [:]

    /// Takes `view` off the screen and queues it under `identifier`; a view without one is not
    /// reused.
    func enqueue(_ view: View, identifier: String?) {
      view.removeFromSuperview()
      guard let identifier else { return }
      queues[identifier, default: []].append(view)
    }

    /// The view queued last under `identifier`, if any, taken off its queue and prepared for
    /// reuse (`prepareForReuse()`), as a dequeue hands it out.
    func dequeue(_ identifier: String) -> View? {
      guard let view = queues[identifier]?.popLast() else { return nil }
      view.prepareForReuse()
      return view
    }
  }

  extension UICollectionReusableView: ReusableView {}
  extension UITableViewCell: ReusableView {}
  extension UITableViewHeaderFooterView: ReusableView {}
#endif
