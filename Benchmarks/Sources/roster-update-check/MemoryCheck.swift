// Resident memory per displayed item: the models of both states of an E1 workload,
// then a controller showing them on a host that keeps a `ListLayout` as a real host does, and
// whether consecutive updates (alternating between the two states) make it grow. Linux only:
// it reads VmRSS and VmHWM (the peak) from /proc/self/status.
import Roster
import RosterUpdateWorkloads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A host that swaps the data, completes at once and lays the list out after every batch, as
/// a host that draws would: models + controller + layout + host.
@MainActor
final class LayoutHost: ListHost {
  weak var dataSource: (any ListDataSource)?
  var isOnScreen = true
  var containerSize = CGSize(width: 320, height: 640)
  var indexPathsForVisibleItems: [IndexPath] = []
  let cellRegistry = CellRegistry()
  private(set) var layout = ListLayout()

  func register(cellType: any ListCell.Type) {}

  func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    updateData()
    if let dataSource {
      layout.apply(batch, sections: dataSource.snapshot.sections) {
        dataSource.elementSize(of: $0, at: $1)
      }
    }
    completion(true)
  }

  func reloadData(updateData: () -> Void) {
    updateData()
    if let dataSource {
      layout.layout(dataSource.snapshot.sections, containerSize: containerSize) {
        dataSource.elementSize(of: $0, at: $1)
      }
    }
  }

  func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }

  func scroll(to indexPath: IndexPath, animated: Bool) {}
}

/// The process's resident and peak resident memory, in bytes.
func residentMemory() -> (current: Int, peak: Int) {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return (0, 0)
  }
  func kibibytes(_ key: String) -> Int {
    for line in status.split(separator: "\n") where line.hasPrefix(key) {
      return (Int(line.dropFirst(key.count).filter(\.isNumber)) ?? 0) * 1_024
    }
    return 0
  }
  return (kibibytes("VmRSS:"), kibibytes("VmHWM:"))
}

/// Builds both states of E1 at `total` items, shows the first, then alternates `updates`
/// times, printing resident memory per item at each stage and every tenth of the way.
@MainActor
func memoryCheck(total: Int, updates: Int) {
  func perItem(_ bytes: Int) -> String {
    String(format: "%.0f B/item", Double(bytes) / Double(total))
  }
  func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
  let start = residentMemory()
  // The workload's rows are dropped once the models are built: only the models stay.
  let (old, new) = {
    let workload = UpdateWorkload(sections: 1, itemsPerSection: total, seed: 16)
    return (workload.oldSections(), workload.newSections())
  }()
  let models = residentMemory()
  let host = LayoutHost()
  let controller = ListController(host: host, offMainDiffingThreshold: .max)
  controller.update(with: old, animated: false)
  let shown = residentMemory()
  print(
    "memory \(total) items: start \(mebibytes(start.current)); two states of models"
      + " \(mebibytes(models.current - start.current)) (\(perItem((models.current - start.current) / 2)) a state);"
      + " controller + layout + host showing one \(mebibytes(shown.current - models.current))"
      + " (\(perItem(shown.current - models.current)));"
      + " one state shown in all \(perItem((models.current - start.current) / 2 + shown.current - models.current))"
  )
  let step = max(1, updates / 10)
  var settled = shown
  for update in 0..<updates {
    controller.update(with: update % 2 == 0 ? new : old, animated: false)
    if (update + 1) % step == 0 || update == 0 {
      let now = residentMemory()
      if update + 1 == step { settled = now }
      print(
        "  after \(update + 1) updates: resident \(mebibytes(now.current)),"
          + " peak \(mebibytes(now.peak)) (\(perItem(now.peak - start.current)) above the start)")
    }
  }
  precondition(host.layout.numberOfItems(inSection: 0) == controller.sections[0].cellModels.count)
  let end = residentMemory()
  print(
    "  resident after \(updates) updates \(mebibytes(end.current)), after \(step):"
      + " \(mebibytes(settled.current)); growth \(mebibytes(end.current - settled.current));"
      + " peak \(mebibytes(end.peak)) (\(perItem(end.peak - start.current)) above the start)")
}
