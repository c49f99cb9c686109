/// One process of the table screen's synthetic process list: the same on every run.
package struct ProcessEntry: Hashable, Sendable {
  /// The process identifier, unique.
  package var pid: Int
  /// The command's name.
  package var name: String
  /// Who runs it.
  package var user: String
  /// CPU use, in tenths of a percent.
  package var cpuTenths: Int
  /// Resident memory, in megabytes.
  package var memory: Int
  /// How many threads it runs.
  package var threads: Int
  /// When it started, in minutes after the first start of the list.
  package var startMinute: Int

  /// `count` processes from `seed`: a few dozen command names with numbered instances,
  /// several users, figures spread as a busy machine's are.
  package static func synthetic(count: Int = 3_000, seed: UInt64 = 7) -> [ProcessEntry] {
    let names = [
      "swift-frontend", "sourcekit-lsp", "clang", "ld", "git", "zsh", "tmux", "vim", "python3",
      "node", "postgres", "redis-server", "nginx", "sshd", "cron", "systemd", "dockerd",
      "containerd", "java", "ruby", "make", "ninja", "rsync", "curl",
    ]
    let users = ["root", "ada", "grace", "linus", "www-data", "postgres"]
    var state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    func next(_ bound: Int) -> Int {
      // xorshift64*: deterministic on every platform.
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % max(bound, 1)
    }
    return (0..<max(count, 0)).map { index in
      let name = names[next(names.count)]
      return ProcessEntry(
        pid: 100 + index * 3 + next(3), name: index < names.count ? name : "\(name)-\(index)",
        user: users[next(users.count)], cpuTenths: next(4) == 0 ? next(1_000) : next(50),
        memory: 1 + next(next(8) == 0 ? 8_000 : 400), threads: 1 + next(64),
        startMinute: next(60 * 24 * 30))
    }
  }

  /// The start as a date and time, counted from 1 November 2026 at midnight.
  package var started: String {
    let day = 1 + startMinute / (60 * 24)
    let hour = startMinute / 60 % 24
    let minute = startMinute % 60
    return "2026-11-\(Self.twoDigits(day)) \(Self.twoDigits(hour)):\(Self.twoDigits(minute))"
  }

  /// CPU use as the table shows it: "12.3".
  package var cpu: String { "\(cpuTenths / 10).\(cpuTenths % 10)" }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
