extension ScreenBuffer {
  /// The colours ``ScreenBuffer/svg(options:)`` paints a screen in: the default foreground and
  /// background, and the 16 ANSI colours a user's terminal theme decides.
  ///
  /// ``TerminalColor/indexed(_:)`` entries 0–15 are the ANSI colours too; 16–255 and
  /// ``TerminalColor/rgb(red:green:blue:)`` are fixed colours, the same in every theme
  /// (the xterm 6×6×6 cube and grey ramp).
  ///
  /// ```swift
  /// var theme = ScreenBuffer.SVGTheme.dark
  /// theme.background = .init(hex: 0x002B36)
  /// let picture = ScreenBuffer(width: 20, height: 2).svg(options: .init(theme: theme))
  /// ```
  public struct SVGTheme: Hashable, Sendable {
    /// A 24-bit colour.
    public struct Color: Hashable, Sendable {
      /// The red component.
      public var red: UInt8
      /// The green component.
      public var green: UInt8
      /// The blue component.
      public var blue: UInt8

      /// A colour from its components.
      public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
      }

      /// A colour from `0xRRGGBB`; bits above the lowest 24 are ignored.
      public init(hex: UInt32) {
        self.init(
          red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
          blue: UInt8(truncatingIfNeeded: hex))
      }

      /// `#rrggbb`, lowercase: the same colour is always written the same way.
      var hexString: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [red, green, blue] {
          text.append(digits[Int(component >> 4)])
          text.append(digits[Int(component & 0xF)])
        }
        return text
      }
    }

    /// The colour of text whose style has no foreground.
    public var foreground: Color
    /// The colour behind cells whose style has no background, and of the whole picture.
    public var background: Color
    /// ANSI colours 0–15, from ``TerminalColor/black`` to ``TerminalColor/brightWhite``.
    ///
    /// An array shorter than 16 takes the missing colours from ``dark``; entries past 16 are
    /// ignored.
    public var ansi: [Color]

    /// A theme; `ansi` lists ANSI colours 0–15 (see ``ansi``).
    public init(foreground: Color, background: Color, ansi: [Color]) {
      self.foreground = foreground
      self.background = background
      self.ansi = ansi
    }

    /// Light text on a near-black background, with VS Code's terminal colours: the default.
    public static let dark = SVGTheme(
      foreground: Color(hex: 0xCCCCCC), background: Color(hex: 0x1E1E1E),
      ansi: [
        0x000000, 0xCD3131, 0x0DBC79, 0xE5E510, 0x2472C8, 0xBC3FBC, 0x11A8CD, 0xE5E5E5,
        0x666666, 0xF14C4C, 0x23D18B, 0xF5F543, 0x3B8EEA, 0xD670D6, 0x29B8DB, 0xFFFFFF,
      ].map(Color.init(hex:)))

    /// Dark text on a white background, with VS Code's light terminal colours.
    public static let light = SVGTheme(
      foreground: Color(hex: 0x333333), background: Color(hex: 0xFFFFFF),
      ansi: [
        0x000000, 0xCD3131, 0x00BC00, 0x949800, 0x0451A5, 0xBC05BC, 0x0598BC, 0x555555,
        0x666666, 0xCD3131, 0x14CE14, 0xB5BA00, 0x0451A5, 0xBC05BC, 0x0598BC, 0xA5A5A5,
      ].map(Color.init(hex:)))

    /// The colour `color` is shown in.
    func resolve(_ color: TerminalColor) -> Color {
      switch color {
      case .black: ansiColor(0)
      case .red: ansiColor(1)
      case .green: ansiColor(2)
      case .yellow: ansiColor(3)
      case .blue: ansiColor(4)
      case .magenta: ansiColor(5)
      case .cyan: ansiColor(6)
      case .white: ansiColor(7)
      case .brightBlack: ansiColor(8)
      case .brightRed: ansiColor(9)
      case .brightGreen: ansiColor(10)
      case .brightYellow: ansiColor(11)
      case .brightBlue: ansiColor(12)
      case .brightMagenta: ansiColor(13)
      case .brightCyan: ansiColor(14)
      case .brightWhite: ansiColor(15)
      case .indexed(let index): Self.paletteColor(Int(index)) ?? ansiColor(Int(index))
      case .rgb(let red, let green, let blue): Color(red: red, green: green, blue: blue)
      }
    }

    private func ansiColor(_ index: Int) -> Color {
      if index < ansi.count { return ansi[index] }
      return Self.dark.ansi[index]
    }

    /// Entries 16–255 of the 256-colour palette, as xterm defines them; `nil` for 0–15.
    private static func paletteColor(_ index: Int) -> Color? {
      switch index {
      case 16...231:
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return Color(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
      case 232...255:
        let grey = UInt8(8 + (index - 232) * 10)
        return Color(red: grey, green: grey, blue: grey)
      default:
        return nil
      }
    }
  }
}
