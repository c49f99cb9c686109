#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import RosterCells
  import RosterUIKitCellsOnModel
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// RosterUIKitCells where the model's own API is needed: the cursor of a text field, the
    /// content size category, images and reuse.
    ///
    /// Linux only: a cursor position, a larger content size category and the image a view
    /// shows are read through the model.
    @Suite("RosterUIKitCells: editing, Dynamic Type, images and reuse on the model", .serialized)
    @MainActor
    struct CatalogueModelTests {
      /// A loader that keeps each load's completion until the test calls it, and counts the
      /// cancelled ones.
      @MainActor
      final class PendingLoads {
        var completions: [URL: [CellImageLoader.Completion]] = [:]
        var cancelled: [URL] = []

        var loader: CellImageLoader {
          CellImageLoader { [self] url, completion in
            completions[url, default: []].append(completion)
            return { [self] in cancelled.append(url) }
          }
        }

        /// Completes every load of `url` with an image named after its last path component.
        func finish(_ url: URL) {
          for completion in completions.removeValue(forKey: url) ?? [] {
            completion(UIImage(named: url.lastPathComponent))
          }
        }
      }

      static func url(_ name: String) -> URL { URL(fileURLWithPath: "/images/\(name)") }

      static func imageModel(_ identifier: String, _ name: String) -> ImageCellModel {
        ImageCellModel(
          identifier: identifier, image: CellImage(.url(url(name)), altText: "alt \(name)"))
      }

      @Test("a rebind with the text being edited leaves the cursor where it is")
      func cursorStays() throws {
        let log = CallbackLog()
        let model = { (text: String) in
          TextFieldCellModel(identifier: "name", text: text) { _, text in
            log.events.append(text)
          }
        }
        let content = TextFieldContentView(frame: .zero)
        content.bind(model("Ad"), sizing: false)
        let field = try #require(firstSubview(of: UITextField.self, in: content))
        #expect(field.modelBeginEditing())
        field.modelCursorOffset = 1
        field.modelType("x")
        #expect(log.events == ["Axd"])
        #expect(field.modelCursorOffset == 2)
        content.bind(model("Axd"), sizing: false)
        #expect(field.text == "Axd")
        #expect(field.modelCursorOffset == 2, "the app's echo does not move the cursor")
        content.bind(model("Other"), sizing: false)
        #expect(field.text == "Other", "the app's own text replaces the field's")
      }

      @Test("a rebind of a text view with the text being edited leaves the cursor where it is")
      func textViewCursorStays() throws {
        let model = { (text: String) in
          TextViewCellModel(identifier: "notes", text: text) { _, _ in }
        }
        let content = TextViewContentView(frame: .zero)
        content.bind(model("Hello"), sizing: false)
        let textView = try #require(firstSubview(of: UITextView.self, in: content))
        textView.modelCursorOffset = 2
        textView.modelType("y")
        content.bind(model("Heyllo"), sizing: false)
        #expect(textView.modelCursorOffset == 3)
        content.bind(model("Bye"), sizing: false)
        #expect(textView.text == "Bye")
      }

      @Test("a larger content size category measures rows taller, and labels follow it")
      func dynamicType() throws {
        let screen = Screen.catalogue()
        let size = CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)
        let model = DetailLabelCellModel(identifier: "d", title: "Title", subtitle: "Subtitle")
        let regular = screen.host.measure(model, constrainedTo: size).height
        let content = DetailLabelContentView(frame: .zero)
        content.bind(model, sizing: false)
        let label = try #require(firstSubview(of: UILabel.self, in: content))
        let regularPointSize = label.font.pointSize
        UIFont.modelContentSizeScale = 1.5
        defer { UIFont.modelContentSizeScale = 1 }
        #expect(screen.host.measure(model, constrainedTo: size).height > regular)
        #expect(label.font.pointSize == regularPointSize * 1.5, "adjusts for the category")
      }

      @Test("a named image loads at once; a URL image shows a placeholder until it loads")
      func images() throws {
        let loads = PendingLoads()
        CellImageLoader.shared = loads.loader
        defer { CellImageLoader.shared = nil }
        let content = ImageContentView(frame: .zero)
        content.bind(
          ImageCellModel(identifier: "n", image: CellImage(.named("sunset"), altText: "")),
          sizing: false)
        let imageView = try #require(firstSubview(of: UIImageView.self, in: content))
        #expect(imageView.image?.modelName == "sunset")

        content.bind(Self.imageModel("u", "a.png"), sizing: true)
        #expect(loads.completions.isEmpty, "a template being measured loads nothing")
        content.bind(Self.imageModel("u", "a.png"), sizing: false)
        #expect(imageView.image?.modelName == "photo", "the placeholder")
        content.bind(Self.imageModel("u", "a.png"), sizing: false)
        #expect(loads.completions[Self.url("a.png")]?.count == 1, "the same image loads once")
        loads.finish(Self.url("a.png"))
        #expect(imageView.image?.modelName == "a.png")

        CellImageLoader.shared = nil
        content.bind(Self.imageModel("u", "b.png"), sizing: false)
        #expect(imageView.image?.modelName == "photo", "no loader: the placeholder stays")
      }

      @Test("a late image for a cell's former model never lands on its new row")
      func lateImageIsDropped() throws {
        let loads = PendingLoads()
        CellImageLoader.shared = loads.loader
        defer { CellImageLoader.shared = nil }
        for cell in [
          ImageCollectionViewCell(frame: .zero) as UIView, ImageTableViewCell(frame: .zero),
        ] {
          let bind = { (model: ImageCellModel) in
            (cell as? any ListCell)?.bind(cellModel: model, sizing: false)
          }
          let reuse = {
            (cell as? UICollectionViewCell)?.prepareForReuse()
            (cell as? UITableViewCell)?.prepareForReuse()
          }
          bind(Self.imageModel("a", "a.png"))
          reuse()
          #expect(loads.cancelled.last == Self.url("a.png"), "reuse cancels the load")
          bind(Self.imageModel("b", "b.png"))
          let imageView = try #require(firstSubview(of: UIImageView.self, in: cell))
          loads.finish(Self.url("a.png"))
          #expect(imageView.image?.modelName == "photo", "a's image is dropped")
          // Rebound without reuse (a reconfigure) to another image: the same holds.
          bind(Self.imageModel("c", "c.png"))
          loads.finish(Self.url("b.png"))
          #expect(imageView.image?.modelName == "photo")
          loads.finish(Self.url("c.png"))
          #expect(imageView.image?.modelName == "c.png")
          reuse()
          loads.cancelled.removeAll()
        }
      }

      @Test("scrolled, reused cells show only their new models")
      func reuseOnScroll() {
        let loads = PendingLoads()
        CellImageLoader.shared = loads.loader
        defer { CellImageLoader.shared = nil }
        let screen = Screen.catalogue()
        let models: [any CellModel] = (0..<60).map { number -> any CellModel in
          switch number % 3 {
          case 0:
            return Self.imageModel("i\(number)", "\(number).png")
          case 1:
            return LabelCellModel(identifier: "l\(number)", text: "Row \(number)")
          default:
            return ToggleCellModel(
              identifier: "t\(number)", title: "T\(number)", isOn: number % 2 == 0
            ) { _, _ in }
          }
        }
        let sections = [Section(cellModels: models, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        for offset in stride(from: 0, through: 3_000, by: 250) {
          screen.collectionView.contentOffset.y = CGFloat(offset)
          screen.settle()
          // Every load ever started finishes now, late for most of them.
          for url in Array(loads.completions.keys) { loads.finish(url) }
          for indexPath in screen.visibleIndexPaths {
            let model = models[indexPath.item]
            guard let cell = screen.cellView(at: indexPath) else { continue }
            #expect(shownValues(in: cell) == expectedValues(of: model), "\(model.identifier)")
            if let model = model as? ImageCellModel, case .url(let url) = model.image.source {
              let image = firstSubview(of: UIImageView.self, in: cell)?.image?.modelName
              #expect(image == url.lastPathComponent, "\(model.identifier) shows its own image")
            }
          }
        }
      }
    }
  }
#endif
