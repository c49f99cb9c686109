import Foundation

extension ControllerDataSource: ItemOutlineEvents {
  func isOutlineItemExpanded(_ identifier: String) -> Bool {
    controller?.isExpanded(identifier) ?? false
  }

  func setOutlineItem(_ identifier: String, expanded: Bool) -> Bool {
    guard let controller else { return false }
    return expanded ? controller.expand(identifier) : controller.collapse(identifier)
  }

  func expandOutlineSubtree(under identifier: String) -> Bool {
    controller?.expandAll(under: identifier) ?? false
  }
}
