#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import UIKitModel

  /// A table's data source and delegate for tests of the UIKit model's table on its own: sections
  /// of rows stacked at the heights a subclass gives (``rowCount(inSection:)``,
  /// ``rowHeight(at:)``), under headers and above footers of fixed heights, every other question
  /// answered with nothing; each row height the table asks is counted.
  @MainActor
  class StackedTableRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    let headers: [CGFloat]
    let footers: [CGFloat]
    var heightQuestions = 0

    init(headers: [CGFloat], footers: [CGFloat]) {
      self.headers = headers
      self.footers = footers
    }

    /// How many rows `section` has; a subclass's answer.
    func rowCount(inSection section: Int) -> Int { 0 }

    /// The exact height of the row at `indexPath`; a subclass's answer.
    func rowHeight(at indexPath: IndexPath) -> CGFloat { 0 }

    /// The frames stacked from the exact heights, each row's by index path, and the content's
    /// height.
    func referenceFrames(width: CGFloat) -> (rows: [IndexPath: CGRect], height: CGFloat) {
      var frames: [IndexPath: CGRect] = [:]
      var y: CGFloat = 0
      for section in headers.indices {
        y += headers[section]
        for row in 0..<rowCount(inSection: section) {
          let height = rowHeight(at: [section, row])
          frames[[section, row]] = CGRect(x: 0, y: y, width: width, height: height)
          y += height
        }
        y += footers[section]
      }
      return (frames, y)
    }

    func numberOfSections(in tableView: UITableView) -> Int { headers.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rowCount(inSection: section)
    }
    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      false
    }
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      heightQuestions += 1
      return rowHeight(at: indexPath)
    }
    func tableView(
      _ tableView: UITableView, heightForHeaderInSection section: Int
    ) -> CGFloat { headers[section] }
    func tableView(
      _ tableView: UITableView, heightForFooterInSection section: Int
    ) -> CGFloat { footers[section] }
    func tableView(
      _ tableView: UITableView, viewForHeaderInSection section: Int
    ) -> UIView? { nil }
    func tableView(
      _ tableView: UITableView, viewForFooterInSection section: Int
    ) -> UIView? { nil }
    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    func tableView(
      _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
    ) -> Bool { true }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {}
    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {}
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  }
#endif
