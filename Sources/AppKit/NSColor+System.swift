import Flipbook
import Foundation
import UIKit

// AppKit's named colours. The fixed ones keep AppKit's components; the
// system and semantic ones draw as their iOS counterparts (see NSColor).

extension NSColor {
  public static var black: NSColor { NSColor(Color.black) }
  public static var white: NSColor { NSColor(Color.white) }
  public static var clear: NSColor { NSColor(Color.clear) }
  public static var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
  public static var darkGray: NSColor { NSColor(white: 1.0 / 3, alpha: 1) }
  public static var lightGray: NSColor { NSColor(white: 2.0 / 3, alpha: 1) }
  public static var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var cyan: NSColor { NSColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var yellow: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var magenta: NSColor { NSColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var orange: NSColor { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: NSColor { NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var brown: NSColor { NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

  public static var systemRed: NSColor { NSColor(Color.red) }
  public static var systemOrange: NSColor { NSColor(Color.orange) }
  public static var systemYellow: NSColor { NSColor(Color.yellow) }
  public static var systemGreen: NSColor { NSColor(Color.green) }
  public static var systemMint: NSColor { NSColor(Color.mint) }
  public static var systemTeal: NSColor { NSColor(Color.teal) }
  public static var systemCyan: NSColor { NSColor(Color.cyan) }
  public static var systemBlue: NSColor { NSColor(Color.blue) }
  public static var systemIndigo: NSColor { NSColor(Color.indigo) }
  public static var systemPurple: NSColor { NSColor(Color.purple) }
  public static var systemPink: NSColor { NSColor(Color.pink) }
  public static var systemBrown: NSColor { NSColor(Color.brown) }
  public static var systemGray: NSColor { NSColor(Color.gray) }

  // Backgrounds.
  public static var windowBackgroundColor: NSColor { NSColor(.semantic(.systemBackground)) }
  public static var underPageBackgroundColor: NSColor { NSColor(.semantic(.systemGroupedBackground)) }
  public static var controlBackgroundColor: NSColor { NSColor(.semantic(.systemBackground)) }
  public static var textBackgroundColor: NSColor { NSColor(.semantic(.systemBackground)) }
  public static var controlColor: NSColor { NSColor(.semantic(.systemBackground)) }
  public static var alternatingContentBackgroundColors: [NSColor] {
    [NSColor(.semantic(.systemBackground)), NSColor(.semantic(.secondarySystemBackground))]
  }
  public static var selectedContentBackgroundColor: NSColor { NSColor(Color.accentColor) }
  public static var unemphasizedSelectedContentBackgroundColor: NSColor { NSColor(.semantic(.systemGray5)) }
  public static var selectedTextBackgroundColor: NSColor { NSColor(Color.accentColor.opacity(0.2)) }
  public static var findHighlightColor: NSColor { NSColor(Color.yellow) }

  // Text and labels.
  public static var labelColor: NSColor { NSColor(Color.primary) }
  public static var secondaryLabelColor: NSColor { NSColor(Color.secondary) }
  public static var tertiaryLabelColor: NSColor { NSColor(.semantic(.tertiaryLabel)) }
  public static var quaternaryLabelColor: NSColor { NSColor(.semantic(.quaternaryLabel)) }
  public static var textColor: NSColor { NSColor(Color.primary) }
  public static var controlTextColor: NSColor { NSColor(Color.primary) }
  public static var disabledControlTextColor: NSColor { NSColor(.semantic(.tertiaryLabel)) }
  public static var headerTextColor: NSColor { NSColor(Color.primary) }
  public static var windowFrameTextColor: NSColor { NSColor(Color.primary) }
  public static var selectedTextColor: NSColor { NSColor(Color.primary) }
  public static var selectedControlTextColor: NSColor { NSColor(Color.primary) }
  public static var alternateSelectedControlTextColor: NSColor { NSColor(Color.white) }
  public static var placeholderTextColor: NSColor { NSColor(.semantic(.placeholderText)) }
  public static var linkColor: NSColor { NSColor(.semantic(.link)) }

  // Controls, separators and fills.
  public static var controlAccentColor: NSColor { NSColor(Color.accentColor) }
  public static var keyboardFocusIndicatorColor: NSColor { NSColor(Color.accentColor.opacity(0.5)) }
  public static var separatorColor: NSColor { NSColor(.semantic(.separator)) }
  public static var gridColor: NSColor { NSColor(.semantic(.opaqueSeparator)) }
  public static var systemFill: NSColor { NSColor(.semantic(.systemFill)) }
  public static var secondarySystemFill: NSColor { NSColor(.semantic(.secondarySystemFill)) }
  public static var tertiarySystemFill: NSColor { NSColor(.semantic(.tertiarySystemFill)) }
  public static var quaternarySystemFill: NSColor { NSColor(.semantic(.quaternarySystemFill)) }
  public static var highlightColor: NSColor { NSColor(Color.white) }
  public static var shadowColor: NSColor { NSColor(Color.black) }
  public static var scrubberTexturedBackground: NSColor { NSColor(.semantic(.systemGray6)) }
}
