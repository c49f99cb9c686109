#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A Roster list in a SwiftUI screen: the sections are the view's input, and every change
  /// of them reaches the list as a `ListController` update.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// import RosterUIKit
  /// import SwiftUI
  ///
  /// struct PostsScreen: View {
  ///   let posts: [Post]
  ///
  ///   var body: some View {
  ///     RosterList {
  ///       Roster.Section("posts") {
  ///         for post in posts {
  ///           HostingCellModel("post-\(post.id)", value: post.title) { Text($0) }
  ///         }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// SwiftUI declares a `Section` too: in a file that imports both, write `Roster.Section` (or
  /// declare `typealias Section = Roster.Section` once in the app's module).
  ///
  /// ## Updates
  ///
  /// The view wraps a ``ListViewController``, and each time SwiftUI updates it — whenever the
  /// state the sections are built from changes — it calls
  /// `ListController/update(with:animated:completion:)` with the whole list. Everything else
  /// is the controller's, as in UIKit: the diff against what is displayed, batches UIKit cannot
  /// reject, rebinding changed cells without recreating them, and coalescing — SwiftUI may
  /// update the view many times while a batch animates, and only the newest sections are then
  /// diffed, once. An update that changes nothing is an empty diff, and nothing happens.
  ///
  /// The update is animated unless it comes in a transaction that disables animations
  /// (`Transaction.disablesAnimations`, set with `withTransaction`).
  ///
  /// ## Events
  ///
  /// Interaction belongs to the models, as everywhere in Roster: a `SelectableCellModel`'s
  /// action runs on a tap, a `DisplayableCellModel` hears that its cell appears, and so on. The
  /// list-wide events are the view's: ``onScroll(perform:)`` for the visible origin, and
  /// ``onDiagnostic(perform:)`` for the `ListDiagnostic`s the controller reports (Roster's
  /// default otherwise, which prints them in debug builds).
  ///
  /// The scroll direction is read once, when SwiftUI creates the list; give the view an `id`
  /// of the direction to make a new list when it changes.
  public struct RosterList: UIViewControllerRepresentable {
    /// The whole list, as it should look now.
    public var sections: [Roster.Section]
    /// The direction the list scrolls in, read when SwiftUI creates the list.
    public var scrollDirection: ScrollDirection
    var scrollAction: (@MainActor (CGPoint) -> Void)?
    var diagnosticAction: (@MainActor (ListDiagnostic) -> Void)?

    /// A list that shows `sections`, scrolling in `scrollDirection`.
    public init(_ sections: [Roster.Section], scrollDirection: ScrollDirection = .vertical) {
      self.sections = sections
      self.scrollDirection = scrollDirection
    }

    /// A list that shows the sections `build` describes, written as
    /// `ListController/update(animated:completion:_:)` takes them.
    public init(
      scrollDirection: ScrollDirection = .vertical, @SectionBuilder _ build: () -> [Roster.Section]
    ) {
      self.init(build(), scrollDirection: scrollDirection)
    }

    /// The list, with `action` run whenever it scrolls, with its new visible origin (the place
    /// for "load more"); see `ListController/didScrollAction`.
    public func onScroll(perform action: @escaping @MainActor (CGPoint) -> Void) -> RosterList {
      var list = self
      list.scrollAction = action
      return list
    }

    /// The list, with `action` receiving every `ListDiagnostic` instead of Roster's default
    /// handler; see `ListController/diagnosticHandler`.
    public func onDiagnostic(
      perform action: @escaping @MainActor (ListDiagnostic) -> Void
    ) -> RosterList {
      var list = self
      list.diagnosticAction = action
      return list
    }

    /// What the list keeps between SwiftUI's updates.
    @MainActor
    public final class Coordinator {
      /// The controller's own diagnostic handler, restored when the view stops giving one.
      var defaultDiagnosticHandler: (@MainActor (ListDiagnostic) -> Void)?
    }

    /// Makes the object that keeps the list's state between updates.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Makes the list's view controller; the first update fills it.
    public func makeUIViewController(context: Context) -> ListViewController {
      let controller = ListViewController(scrollDirection: scrollDirection)
      context.coordinator.defaultDiagnosticHandler = controller.listController.diagnosticHandler
      return controller
    }

    /// Hands the events to the controller and updates the list to ``sections``.
    public func updateUIViewController(_ controller: ListViewController, context: Context) {
      let listController = controller.listController
      listController.didScrollAction = scrollAction
      if let handler = diagnosticAction ?? context.coordinator.defaultDiagnosticHandler {
        listController.diagnosticHandler = handler
      }
      listController.update(with: sections, animated: !context.transaction.disablesAnimations)
    }
  }
#endif
