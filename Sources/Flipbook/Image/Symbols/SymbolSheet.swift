import Foundation

/// A contact sheet of SF Symbols: each name's symbol over its name, in a
/// grid, for looking at many symbols at once (the 500-symbol sheet in
/// `Docs/`, made by `SymbolLibraryTests`).
nonisolated package struct SymbolSheet: View {
  package var names: [String]
  package var columns = 10
  package var mode: SymbolRenderingMode = .monochrome

  package init(names: [String], columns: Int = 10, mode: SymbolRenderingMode = .monochrome) {
    self.names = names
    self.columns = columns
    self.mode = mode
  }

  package var body: some View {
    let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
    VStack(alignment: .leading, spacing: 4) {
      ForEach(rows.indices, id: \.self) { row in
        HStack(spacing: 4) {
          ForEach(rows[row], id: \.self) { name in
            VStack(spacing: 3) {
              Image(systemName: name).font(.system(size: 22)).frame(height: 34)
              Text(name).font(.system(size: 7)).lineLimit(2).multilineTextAlignment(.center)
            }
            .frame(width: 86, height: 58)
          }
        }
      }
    }
    .symbolRenderingMode(mode)
    .foregroundStyle(mode == .palette ? AnyShapeStyle(Color.blue) : AnyShapeStyle(Color.primary), .orange)
    .padding(8)
    .background(Color.white)
  }

  /// The 500 names the sheet shows: the 312 names Flipbook's first
  /// stand-in table chose as the most used in public SwiftUI code, then the
  /// common bases (people, files, media, arrows, weather, devices …) with
  /// their `.fill`, `.circle` and `.square` variants.
  package static let popular: [String] = [
    "airplane", "alarm", "antenna.radiowaves.left.and.right", "applewatch", "archivebox", "archivebox.fill",
    "arrow.clockwise", "arrow.counterclockwise", "arrow.down", "arrow.down.circle", "arrow.left",
    "arrow.left.arrow.right", "arrow.right", "arrow.triangle.2.circlepath", "arrow.up", "arrow.up.arrow.down",
    "arrow.up.circle", "arrow.up.circle.fill", "arrow.uturn.backward", "arrow.uturn.forward", "at", "backward",
    "backward.end", "backward.end.fill", "backward.fill", "bag", "bag.fill", "barcode", "battery.0", "battery.100",
    "battery.25", "bed.double", "bell", "bell.fill", "bell.slash", "bicycle", "bold", "bolt", "bolt.fill", "book",
    "book.fill", "bookmark", "bookmark.fill", "books.vertical", "briefcase", "briefcase.fill", "bubble.left",
    "bubble.left.and.bubble.right", "bubble.left.and.bubble.right.fill", "bubble.left.fill", "bubble.right",
    "bubble.right.fill", "building.2", "bus", "calendar", "camera", "camera.fill", "car", "car.fill", "cart",
    "cart.badge.plus", "cart.fill", "cellularbars", "chart.bar", "chart.bar.fill", "chart.line.uptrend.xyaxis",
    "chart.pie", "chart.pie.fill", "checklist", "checkmark", "checkmark.circle", "checkmark.circle.fill",
    "checkmark.square", "checkmark.square.fill", "chevron.backward", "chevron.down", "chevron.forward",
    "chevron.left", "chevron.right", "chevron.up", "chevron.up.chevron.down", "circle", "circle.fill", "clock",
    "clock.fill", "cloud", "cloud.fill", "cloud.rain", "cpu", "creditcard", "creditcard.fill", "crop", "cross.case",
    "cup.and.saucer", "desktopcomputer", "doc", "doc.fill", "doc.on.clipboard", "doc.on.doc", "doc.text",
    "dollarsign.circle", "drop", "drop.fill", "dumbbell", "ellipsis", "ellipsis.circle", "envelope", "envelope.fill",
    "eurosign.circle", "exclamationmark.circle", "exclamationmark.circle.fill", "exclamationmark.triangle",
    "exclamationmark.triangle.fill", "externaldrive", "eye", "eye.fill", "eye.slash", "eye.slash.fill", "eyedropper",
    "face.smiling", "figure.run", "figure.walk", "film", "flag", "flag.fill", "flame", "flame.fill", "folder",
    "folder.fill", "fork.knife", "forward", "forward.end", "forward.end.fill", "forward.fill", "fuelpump",
    "gamecontroller", "gear", "gearshape", "gearshape.fill", "gift", "gift.fill", "globe", "graduationcap", "hammer",
    "hand.raised", "hand.raised.fill", "hand.thumbsdown", "hand.thumbsdown.fill", "hand.thumbsup",
    "hand.thumbsup.fill", "headphones", "heart", "heart.circle", "heart.circle.fill", "heart.fill", "hourglass",
    "house", "house.fill", "icloud", "icloud.and.arrow.down", "icloud.and.arrow.up", "infinity", "info.circle",
    "info.circle.fill", "ipad", "iphone", "italic", "key", "key.fill", "keyboard", "laptopcomputer",
    "largecircle.fill.circle", "leaf", "leaf.fill", "lightbulb", "lightbulb.fill", "line.3.horizontal",
    "line.3.horizontal.decrease", "line.horizontal.3", "link", "list.bullet", "list.number", "location",
    "location.fill", "lock", "lock.fill", "lock.open", "lock.open.fill", "magnifyingglass", "map", "map.fill",
    "mappin", "mappin.and.ellipse", "message", "message.fill", "mic", "mic.fill", "mic.slash", "minus",
    "minus.circle", "minus.circle.fill", "moon", "moon.fill", "music.note", "music.note.list", "network", "number",
    "paintbrush", "paintpalette", "paperclip", "paperplane", "paperplane.fill", "parkingsign", "pause",
    "pause.circle", "pause.circle.fill", "pause.fill", "pencil", "percent", "person", "person.2", "person.2.fill",
    "person.badge.plus", "person.circle", "person.circle.fill", "person.crop.circle",
    "person.crop.circle.badge.plus", "person.crop.circle.fill", "person.fill", "person.fill.badge.plus", "phone",
    "phone.fill", "photo", "photo.fill", "photo.on.rectangle", "pills", "pin", "pin.fill", "play", "play.circle",
    "play.circle.fill", "play.fill", "plus", "plus.circle", "plus.circle.fill", "power", "printer", "printer.fill",
    "puzzlepiece", "qrcode", "questionmark.circle", "questionmark.circle.fill", "rectangle.portrait.and.arrow.right",
    "repeat", "rotate.left", "rotate.right", "scissors", "server.rack", "shield", "shield.fill", "shippingbox",
    "shippingbox.fill", "shuffle", "slider.horizontal.3", "snowflake", "sparkles", "speaker", "speaker.slash",
    "speaker.slash.fill", "speaker.wave.2", "speaker.wave.2.fill", "speedometer", "square", "square.and.arrow.down",
    "square.and.arrow.up", "square.and.pencil", "square.grid.2x2", "square.on.square", "square.stack", "star",
    "star.circle", "star.circle.fill", "star.fill", "star.leadinghalf.filled", "stop", "stop.fill", "stopwatch",
    "sun.max", "sun.max.fill", "tag", "tag.fill", "textformat", "thermometer", "timer", "tram", "trash",
    "trash.circle", "trash.fill", "tray", "tray.fill", "tv", "umbrella", "underline", "video", "video.fill",
    "wand.and.stars", "wifi", "wrench", "wrench.and.screwdriver", "xmark", "xmark.circle", "xmark.circle.fill",
    "house.circle", "house.circle.fill", "gear.circle", "gear.circle.fill", "gearshape.circle",
    "gearshape.circle.fill", "star.square", "star.square.fill", "heart.square", "heart.square.fill", "bell.circle",
    "bell.circle.fill", "bell.square", "bell.square.fill", "bookmark.circle", "bookmark.circle.fill",
    "bookmark.square", "bookmark.square.fill", "calendar.circle", "calendar.circle.fill", "clock.circle",
    "clock.circle.fill", "cart.circle", "cart.circle.fill", "bag.circle", "bag.circle.fill", "trash.circle.fill",
    "trash.square", "trash.square.fill", "folder.circle", "folder.circle.fill", "doc.circle", "doc.circle.fill",
    "envelope.circle", "envelope.circle.fill", "phone.circle", "phone.circle.fill", "message.circle",
    "message.circle.fill", "bubble.left.circle", "bubble.left.circle.fill", "camera.circle", "camera.circle.fill",
    "photo.circle", "photo.circle.fill", "video.circle", "video.circle.fill", "video.square", "video.square.fill",
    "mic.circle", "mic.circle.fill", "mic.square", "mic.square.fill", "speaker.wave.2.circle",
    "speaker.wave.2.circle.fill", "play.square", "play.square.fill", "stop.circle", "stop.circle.fill",
    "forward.circle", "forward.circle.fill", "backward.circle", "backward.circle.fill", "arrow.up.square",
    "arrow.up.square.fill", "arrow.down.circle.fill", "arrow.down.square", "arrow.down.square.fill",
    "arrow.left.circle", "arrow.left.circle.fill", "arrow.left.square", "arrow.left.square.fill",
    "arrow.right.circle", "arrow.right.circle.fill", "arrow.right.square", "arrow.right.square.fill",
    "arrow.clockwise.circle", "arrow.clockwise.circle.fill", "arrow.clockwise.square", "arrow.clockwise.square.fill",
    "chevron.left.circle", "chevron.left.circle.fill", "chevron.left.square", "chevron.left.square.fill",
    "chevron.right.circle", "chevron.right.circle.fill", "chevron.right.square", "chevron.right.square.fill",
    "chevron.up.circle", "chevron.up.circle.fill", "chevron.up.square", "chevron.up.square.fill",
    "chevron.down.circle", "chevron.down.circle.fill", "chevron.down.square", "chevron.down.square.fill",
    "plus.square", "plus.square.fill", "minus.square", "minus.square.fill", "xmark.square", "xmark.square.fill",
    "magnifyingglass.circle", "magnifyingglass.circle.fill", "square.and.pencil.circle",
    "square.and.pencil.circle.fill", "pencil.circle", "pencil.circle.fill", "lock.circle", "lock.circle.fill",
    "lock.square", "lock.square.fill", "eye.circle", "eye.circle.fill", "eye.square", "eye.square.fill",
    "location.circle", "location.circle.fill", "location.square", "location.square.fill", "map.circle",
    "map.circle.fill", "wifi.circle", "wifi.circle.fill", "wifi.square", "wifi.square.fill", "bolt.circle",
    "bolt.circle.fill", "bolt.square", "bolt.square.fill", "sun.max.circle", "sun.max.circle.fill", "moon.circle",
    "moon.circle.fill", "cloud.circle", "cloud.circle.fill", "flame.circle", "flame.circle.fill", "drop.circle",
    "drop.circle.fill", "leaf.circle", "leaf.circle.fill", "paperplane.circle", "paperplane.circle.fill",
    "link.circle", "link.circle.fill", "paperclip.circle", "paperclip.circle.fill", "tag.circle", "tag.circle.fill",
    "tag.square", "tag.square.fill", "flag.circle", "flag.circle.fill", "flag.square", "flag.square.fill", "info",
    "info.square", "info.square.fill", "questionmark", "questionmark.square", "questionmark.square.fill",
    "ellipsis.circle.fill", "line.3.horizontal.circle", "line.3.horizontal.circle.fill", "list.bullet.circle",
    "list.bullet.circle.fill", "square.grid.2x2.fill", "person.2.circle", "person.2.circle.fill",
    "creditcard.circle", "creditcard.circle.fill", "gift.circle", "gift.circle.fill", "crown", "crown.fill",
    "trophy", "trophy.fill", "trophy.circle", "trophy.circle.fill", "book.circle", "book.circle.fill",
    "graduationcap.fill", "graduationcap.circle", "graduationcap.circle.fill", "figure.walk.circle",
    "figure.walk.circle.fill", "airplane.circle"
  ]
}
