/// A readable line diff of a reference and an actual text: the changed lines, `-` for the
/// reference's and `+` for the actual's, each run with up to two unchanged lines around it and
/// the line numbers where it starts.
struct LineDiff: CustomStringConvertible {
  enum Line: Equatable {
    case kept(Substring)
    case removed(Substring)
    case added(Substring)
  }

  /// The reference and the actual text, merged line by line.
  let lines: [Line]

  /// The product of the changed middle's lengths above which the diff shows the middle as all
  /// removed, then all added, rather than matching lines inside it (quadratic in time and
  /// space).
  static let matchingLimit = 4_000_000

  init(reference: [Substring], actual: [Substring]) {
    var prefix = 0
    while prefix < reference.count, prefix < actual.count, reference[prefix] == actual[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < reference.count - prefix, suffix < actual.count - prefix,
      reference[reference.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = reference[prefix..<(reference.count - suffix)]
    let newMiddle = actual[prefix..<(actual.count - suffix)]
    var merged = reference[..<prefix].map(Line.kept)
    merged += Self.middle(Array(oldMiddle), Array(newMiddle))
    merged += reference[(reference.count - suffix)...].map(Line.kept)
    lines = merged
  }

  /// The changed middle through a longest common subsequence of lines.
  private static func middle(_ old: [Substring], _ new: [Substring]) -> [Line] {
    guard old.count * new.count <= matchingLimit else {
      return old.map(Line.removed) + new.map(Line.added)
    }
    // common[i][j]: the longest common subsequence of old[i...] and new[j...].
    let width = new.count + 1
    var common = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i * width + j] =
          old[i] == new[j]
          ? common[(i + 1) * width + j + 1] + 1
          : max(common[(i + 1) * width + j], common[i * width + j + 1])
      }
    }
    var lines: [Line] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append(.kept(old[i]))
        (i, j) = (i + 1, j + 1)
      } else if i < old.count,
        j == new.count || common[(i + 1) * width + j] >= common[i * width + j + 1]
      {
        // A removal before an addition: a changed line reads as its old text, then its new.
        lines.append(.removed(old[i]))
        i += 1
      } else {
        lines.append(.added(new[j]))
        j += 1
      }
    }
    return lines
  }

  /// The changed runs with their context, `@@ -line +line @@` before each.
  var description: String {
    let context = 2
    let changed = lines.indices.filter { lines[$0] != .kept(lines[$0].text) }
    guard let first = changed.first else { return "(no line differs)" }
    var output: [String] = []
    var runStart = first
    var runEnd = first
    func emit(_ start: Int, _ end: Int) {
      let from = max(0, start - context)
      let to = min(lines.count - 1, end + context)
      let (oldLine, newLine) = lineNumbers(before: from)
      output.append("@@ -\(oldLine + 1) +\(newLine + 1) @@")
      for line in lines[from...to] {
        switch line {
        case .kept(let text): output.append("  " + text)
        case .removed(let text): output.append("- " + text)
        case .added(let text): output.append("+ " + text)
        }
      }
    }
    for index in changed.dropFirst() {
      if index - runEnd > 2 * context + 1 {
        emit(runStart, runEnd)
        runStart = index
      }
      runEnd = index
    }
    emit(runStart, runEnd)
    return output.joined(separator: "\n")
  }

  /// How many reference and actual lines come before merged line `index`.
  private func lineNumbers(before index: Int) -> (Int, Int) {
    var old = 0
    var new = 0
    for line in lines[..<index] {
      switch line {
      case .kept: (old, new) = (old + 1, new + 1)
      case .removed: old += 1
      case .added: new += 1
      }
    }
    return (old, new)
  }
}

extension LineDiff.Line {
  var text: Substring {
    switch self {
    case .kept(let text), .removed(let text), .added(let text): text
    }
  }
}
