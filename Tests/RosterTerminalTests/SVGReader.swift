import Foundation
import RosterTerminal

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG picture of a screen read back with Foundation's XML parser, independently of how
/// `ScreenBuffer.svg(options:)` writes it: the screen's background rectangles and its rows of
/// text, each run with its position, colour, classes and text.
struct SVGReader {
  struct Rect: Equatable {
    var x, y, width, height: Double
    var fill: String
  }

  struct Span: Equatable {
    var x: Double
    var fill: String?
    var classes: Set<String>
    var text: String
  }

  struct Line: Equatable {
    var y: Double
    var spans: [Span]
  }

  /// Why the document could not be parsed, or `nil`.
  var error: String?
  /// The `svg` element's attributes.
  var root: [String: String] = [:]
  /// The content of the `title` element, if any.
  var title: String?
  /// Rectangles of the screen's backgrounds (those in a group with `shape-rendering`).
  var backgrounds: [Rect] = []
  /// Every element's name, in document order.
  var elements: [String] = []
  /// The screen's rows of text (the `text` elements made of `tspan`s).
  var lines: [Line] = []
  /// The attributes of the screen's text group (the `g` with a `font-family`).
  var textGroup: [String: String] = [:]

  init(_ svg: String) {
    let delegate = Delegate()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = delegate
    if !parser.parse() {
      error = parser.parserError.map { "\($0)" } ?? "parse failed"
    }
    if let problem = delegate.problem { error = problem }
    root = delegate.root
    title = delegate.title
    backgrounds = delegate.backgrounds
    elements = delegate.elements
    lines = delegate.lines
    textGroup = delegate.textGroup
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var problem: String?
    var root: [String: String] = [:]
    var title: String?
    var backgrounds: [Rect] = []
    var elements: [String] = []
    var lines: [Line] = []
    var textGroup: [String: String] = [:]
    private var stack: [(name: String, attributes: [String: String])] = []
    private var characters = ""

    private func number(_ attributes: [String: String], _ name: String) -> Double {
      guard let text = attributes[name], let value = Double(text) else {
        problem = problem ?? "missing or bad \(name) in \(attributes)"
        return .nan
      }
      return value
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append(elementName)
      characters = ""
      let parent = stack.last
      switch elementName {
      case "svg": root = attributes
      case "g" where attributes["font-family"] != nil: textGroup = attributes
      case "rect" where parent?.attributes["shape-rendering"] != nil:
        backgrounds.append(
          Rect(
            x: number(attributes, "x"), y: number(attributes, "y"),
            width: number(attributes, "width"), height: number(attributes, "height"),
            fill: attributes["fill"] ?? ""))
      case "text" where parent?.attributes["font-family"] != nil:
        lines.append(Line(y: number(attributes, "y"), spans: []))
      case "tspan":
        let classes = attributes["class"].map { Set($0.split(separator: " ").map(String.init)) }
        lines[lines.count - 1].spans.append(
          Span(
            x: number(attributes, "x"), fill: attributes["fill"], classes: classes ?? [], text: ""))
      default: break
      }
      stack.append((elementName, attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      characters += string
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      switch elementName {
      case "tspan":
        lines[lines.count - 1].spans[lines[lines.count - 1].spans.count - 1].text = characters
      case "title": title = characters
      default: break
      }
      characters = ""
      stack.removeLast()
    }
  }
}
