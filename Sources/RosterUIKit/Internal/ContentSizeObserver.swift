#if canImport(UIKit)
  import UIKit

  /// Runs an action each time the user picks another text size
  /// (`UIContentSizeCategory.didChangeNotification`), for as long as it lives: the hosts
  /// measure their rows again then, since Dynamic Type fonts change every measured size.
  ///
  /// `@unchecked Sendable`: its one stored property is written in `init` and read in `deinit`.
  final class ContentSizeObserver: @unchecked Sendable {
    private let observer: any NSObjectProtocol

    init(_ action: @escaping @MainActor @Sendable () -> Void) {
      // UIKit posts the notification on the main thread; it is delivered where it is posted.
      observer = NotificationCenter.default.addObserver(
        forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
      ) { _ in
        MainActor.assumeIsolated { action() }
      }
    }

    deinit {
      NotificationCenter.default.removeObserver(observer)
    }
  }
#endif
