#if canImport(UIKit)
  import UIKit

  /// A view controller whose view is a Roster list in a `UITableView`: the table view, its
  /// ``TableViewHost`` and the `ListController` that drives it, ready to use; the table
  /// counterpart of ``ListViewController``.
  ///
  /// A screen subclasses it and describes its list:
  ///
  /// ```swift
  /// final class SettingsViewController: ListTableViewController {
  ///   func show(_ titles: [String]) {
  ///     listController.update {
  ///       Section("settings") {
  ///         for title in titles { SettingCellModel(identifier: title, title: title) }
  ///       }
  ///     }
  ///   }
  /// }
  ///
  /// struct SettingCellModel: TypedCellModel, Equatable {
  ///   typealias CellType = SettingCell
  ///   let identifier: String
  ///   let title: String
  /// }
  ///
  /// final class SettingCell: ListTableViewCell, TypedListCell {
  ///   func bind(model: SettingCellModel, sizing: Bool) {}
  /// }
  /// ```
  ///
  /// The table view is the controller's view, created with the controller; style it in
  /// `viewDidLoad`.
  open class ListTableViewController: UIViewController {
    /// The list's table view, which is also the controller's view.
    public let tableView: UITableView
    /// Drives the table view: give it the list's sections with
    /// `ListController/update(with:animated:completion:)`.
    public let listController: ListController<TableViewHost>

    /// Creates the controller and its list, a table view of `style`.
    public init(style: UITableView.Style = .plain) {
      (tableView, listController) = Self.makeList(style)
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates the controller from a storyboard or nib, with a plain table view.
    public required init?(coder: NSCoder) {
      (tableView, listController) = Self.makeList(.plain)
      super.init(coder: coder)
    }

    /// Makes the table view the controller's view.
    open override func loadView() {
      view = tableView
    }

    /// The outline keys (`TableViewHost.outlineKeyCommands(action:)`) after any others.
    open override var keyCommands: [UIKeyCommand]? {
      (super.keyCommands ?? [])
        + listController.host.outlineKeyCommands(action: Self.outlineKeyAction)
    }

    private static func makeList(
      _ style: UITableView.Style
    ) -> (UITableView, ListController<TableViewHost>) {
      let tableView = UITableView(frame: .zero, style: style)
      let controller = ListController(host: TableViewHost(tableView: tableView))
      return (tableView, controller)
    }
  }
#endif
