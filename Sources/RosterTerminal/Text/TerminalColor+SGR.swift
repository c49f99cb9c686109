extension TerminalColor {
  /// The SGR parameters that select this colour as the foreground.
  var foregroundParameters: String {
    switch self {
    case .indexed(let index): "38;5;\(index)"
    case .rgb(let red, let green, let blue): "38;2;\(red);\(green);\(blue)"
    default: ansiIndex < 8 ? "\(30 + ansiIndex)" : "\(90 + ansiIndex - 8)"
    }
  }

  /// The SGR parameters that select this colour as the background.
  var backgroundParameters: String {
    switch self {
    case .indexed(let index): "48;5;\(index)"
    case .rgb(let red, let green, let blue): "48;2;\(red);\(green);\(blue)"
    default: ansiIndex < 8 ? "\(40 + ansiIndex)" : "\(100 + ansiIndex - 8)"
    }
  }

  /// The palette index of a named colour (0–15); 0 for the others, which never ask.
  private var ansiIndex: Int {
    switch self {
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .brightBlack: 8
    case .brightRed: 9
    case .brightGreen: 10
    case .brightYellow: 11
    case .brightBlue: 12
    case .brightMagenta: 13
    case .brightCyan: 14
    case .brightWhite: 15
    case .indexed, .rgb: 0
    }
  }
}
