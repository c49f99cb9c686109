// Section providers the docs' examples compose without declaring them.
import Roster

/// `ProfileProvider()` in the examples: the profile's section.
public final class ProfileProvider: SectionProvider {
  /// A provider with no sections yet.
  public init() {}

  /// Shows the profile header.
  public func didAttach(to context: SectionProviderContext) {
    context.update { Section("profile") { ProfileHeaderCellModel(user: user) } }
  }
}

/// `PostsProvider()` in the examples: the posts' section.
public final class PostsProvider: SectionProvider {
  /// A provider with no sections yet.
  public init() {}

  /// Shows the posts.
  public func didAttach(to context: SectionProviderContext) {
    context.update { Section("posts") { posts.map(PostCellModel.init(post:)) } }
  }
}

/// `AdsProvider()` in the examples: a section of its own, between the others or not.
public final class AdsProvider: SectionProvider {
  /// A provider with no sections yet.
  public init() {}

  /// Shows nothing.
  public func didAttach(to context: SectionProviderContext) {}
}
