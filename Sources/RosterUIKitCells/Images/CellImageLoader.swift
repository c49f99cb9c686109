#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// How the catalogue's cells load images from a URL (`CellImage.Source.url`): the app's own
  /// networking and cache, set once before such images are shown.
  ///
  /// ```swift
  /// CellImageLoader.shared = CellImageLoader { url, completion in
  ///   let task = Task.detached {
  ///     let data = try? Data(contentsOf: url)  // or the app's own networking and cache
  ///     let image = data.flatMap { UIImage(data: $0) }
  ///     await completion(image)
  ///   }
  ///   return { task.cancel() }
  /// }
  /// ```
  ///
  /// A cell shows a placeholder until `completion` is called. When the cell is reused, or bound
  /// to a model with another image, before then, it calls the load's cancellation and ignores
  /// a completion that comes anyway, so that a late image never lands on the wrong row.
  /// Without a loader, URL images keep their placeholder; images by name (`.named`) are loaded
  /// with `UIImage(named:)` and need none.
  @MainActor
  public struct CellImageLoader {
    /// Hands the loaded image (or `nil` on failure) to the cell that asked, on the main actor.
    public typealias Completion = @MainActor @Sendable (_ image: UIImage?) -> Void
    /// Stops a load the cell no longer needs.
    public typealias Cancellation = @MainActor () -> Void
    /// Starts loading `url`, to call `completion` once done; returns how to stop it, or `nil`
    /// when it cannot be stopped.
    public typealias Load =
      @MainActor (_ url: URL, _ completion: @escaping Completion) ->
      Cancellation?

    /// The loader the catalogue's cells use; `nil` (the default) shows placeholders for URL
    /// images.
    public static var shared: CellImageLoader?

    let load: Load

    /// A loader that starts each load with `load`.
    public init(load: @escaping Load) {
      self.load = load
    }
  }
#endif
