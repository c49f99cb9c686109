// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Declarations of exactly the SwiftUI API that Sources/RosterUIKit's SwiftUI bridges
// (HostingCellModel, HostingCell, RosterList), UIKitCheck/SwiftUIScreen.swift and the docs'
// SwiftUI examples use, with the
// Swift signatures of Apple's documentation (iOS 16+, Swift 6), so that `run.sh` can type-check
// them on a machine without SwiftUI. It is compiled into a module named `SwiftUI` against
// UIKit.swift's `UIKit`. Nothing here runs: every body traps.
//
// Where the declarations say less or other than Apple's, the reason is given here:
//
// - Result builders. Apple's newest pages spell the builder of `View.body` and of
//   `UIHostingConfiguration.init(content:)` `@ContentBuilder`; the SDKs of iOS 16 to 26, which
//   the package's iOS 16 floor spans, spell it `@ViewBuilder`, declared here with the one
//   `buildBlock` the sources use (a single view). Multi-statement builder bodies are therefore
//   rejected here although SwiftUI accepts them: the check errs on the strict side.
// - Names an app also sees. SwiftUI declares `Section` and `EdgeInsets`, as Roster does, so in
//   a file importing both an unqualified `Section` type is ambiguous on a device. Both are
//   declared, as bare types (nobody here uses SwiftUI's), so that such a type lookup is an
//   error here too. Without SwiftUI's initializers, a call `Section(…)` resolves to Roster's
//   here where on a device overload resolution decides between the two; the sources and
//   examples therefore always write `Roster.Section` and `Roster.EdgeInsets` next to SwiftUI,
//   and run.sh checks that `Section` alone stays ambiguous there, as the docs say.
// - `View` conformances of SwiftUI's own views (`Never`, `EmptyView`, `Text`) are given a
//   `body` of `Never`, as SwiftUI's primitive views have.
// - CGFloat and CGSize come from Foundation, through `UIKit`.
// - `RefreshAction` is `Sendable`. Its documentation page shows no conformances, but Apple's
//   own example of it, `Task { await refresh?() }` in a view, compiles in Swift 6 only if it
//   is, and SDK-derived re-declarations of SwiftUI declare it so.
// - `State`, `Binding` and `EnvironmentValues` declare only the members the sources and the
//   screens use; `Binding` and `State` are not declared `Sendable` (the strict side).

import UIKit

// MARK: - Views and builders

@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder public struct ViewBuilder {
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    fatalError()
  }
}

extension Never: View {
  public var body: Never { fatalError() }
}

@frozen public struct EmptyView: Sendable {}

extension EmptyView: View {
  public var body: Never { fatalError() }
}

@frozen public struct Text: Equatable, Sendable {
  public init<S>(_ content: S) where S: StringProtocol { fatalError() }
}

extension Text: View {
  public var body: Never { fatalError() }
}

@frozen public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing

  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let all = Edge.Set(rawValue: 0b1111)
  }
}

// MARK: - Names an app also sees (see the note at the top of the file)

public struct Section<Parent, Content, Footer> {}

@frozen public struct EdgeInsets: Equatable {}

// MARK: - Hosting SwiftUI in a cell

@available(iOS 16.0, tvOS 16.0, *)
public struct UIHostingConfiguration<Content, Background>: UIContentConfiguration
where Content: View, Background: View {
  public func margins(
    _ edges: Edge.Set = .all, _ length: CGFloat
  ) -> UIHostingConfiguration<Content, Background> { fatalError() }
  public func minSize(
    width: CGFloat? = nil, height: CGFloat? = nil
  ) -> UIHostingConfiguration<Content, Background> { fatalError() }
}

@available(iOS 16.0, tvOS 16.0, *)
extension UIHostingConfiguration where Background == EmptyView {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// MARK: - Hosting a view controller in SwiftUI

@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController
  @MainActor @preconcurrency func makeUIViewController(
    context: Self.Context
  ) -> Self.UIViewControllerType
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  associatedtype Coordinator = Void
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
  public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

extension UIViewControllerRepresentable where Self.Body == Never {
  public var body: Never { fatalError() }
}

@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}

@frozen public struct Transaction {
  public var disablesAnimations: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - State, bindings and the environment

@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
  public init(projectedValue: Binding<Value>) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> { fatalError() }
}

extension Binding: DynamicProperty {}

public protocol DynamicProperty {}

public struct EnvironmentValues: CustomStringConvertible {
  public var description: String { fatalError() }
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Sendable {
  case inactive
  case transient
  case active
  public var isEditing: Bool { fatalError() }
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  public var editMode: Binding<EditMode>? {
    get { fatalError() }
    set { fatalError() }
  }
}

public struct RefreshAction: Sendable {
  public func callAsFunction() async { fatalError() }
}

extension EnvironmentValues {
  public var refresh: RefreshAction? { fatalError() }
}

extension View {
  nonisolated public func refreshable(
    action: @escaping @Sendable () async -> Void
  ) -> some View { fatalError() }
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { fatalError() }
}
