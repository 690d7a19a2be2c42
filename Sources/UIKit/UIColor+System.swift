import CoreGraphics
import FlipbookCore
import Foundation

// UIKit's named colours: the fixed ones (UIKit's own components: `orange`
// is 1, 0.5, 0) and the adaptive system and semantic ones, which resolve
// to the HIG's light or dark value in the environment's colour scheme.

extension UIColor {
  public static var black: UIColor { UIColor(Color.black) }
  public static var white: UIColor { UIColor(Color.white) }
  public static var clear: UIColor { UIColor(Color.clear) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

  public static var systemRed: UIColor { UIColor(Color.red) }
  public static var systemOrange: UIColor { UIColor(Color.orange) }
  public static var systemYellow: UIColor { UIColor(Color.yellow) }
  public static var systemGreen: UIColor { UIColor(Color.green) }
  public static var systemMint: UIColor { UIColor(Color.mint) }
  public static var systemTeal: UIColor { UIColor(Color.teal) }
  public static var systemCyan: UIColor { UIColor(Color.cyan) }
  public static var systemBlue: UIColor { UIColor(Color.blue) }
  public static var systemIndigo: UIColor { UIColor(Color.indigo) }
  public static var systemPurple: UIColor { UIColor(Color.purple) }
  public static var systemPink: UIColor { UIColor(Color.pink) }
  public static var systemBrown: UIColor { UIColor(Color.brown) }
  public static var systemGray: UIColor { UIColor(Color.gray) }
  public static var systemGray2: UIColor { UIColor(.semantic(.systemGray2)) }
  public static var systemGray3: UIColor { UIColor(.semantic(.systemGray3)) }
  public static var systemGray4: UIColor { UIColor(.semantic(.systemGray4)) }
  public static var systemGray5: UIColor { UIColor(.semantic(.systemGray5)) }
  public static var systemGray6: UIColor { UIColor(.semantic(.systemGray6)) }
  public static var label: UIColor { UIColor(Color.primary) }
  public static var secondaryLabel: UIColor { UIColor(Color.secondary) }
  public static var tertiaryLabel: UIColor { UIColor(.semantic(.tertiaryLabel)) }
  public static var quaternaryLabel: UIColor { UIColor(.semantic(.quaternaryLabel)) }
  public static var placeholderText: UIColor { UIColor(.semantic(.placeholderText)) }
  public static var link: UIColor { UIColor(.semantic(.link)) }
  public static var separator: UIColor { UIColor(.semantic(.separator)) }
  public static var opaqueSeparator: UIColor { UIColor(.semantic(.opaqueSeparator)) }
  public static var systemFill: UIColor { UIColor(.semantic(.systemFill)) }
  public static var secondarySystemFill: UIColor { UIColor(.semantic(.secondarySystemFill)) }
  public static var tertiarySystemFill: UIColor { UIColor(.semantic(.tertiarySystemFill)) }
  public static var quaternarySystemFill: UIColor { UIColor(.semantic(.quaternarySystemFill)) }
  public static var systemBackground: UIColor { UIColor(.semantic(.systemBackground)) }
  public static var secondarySystemBackground: UIColor { UIColor(.semantic(.secondarySystemBackground)) }
  public static var tertiarySystemBackground: UIColor { UIColor(.semantic(.tertiarySystemBackground)) }
  public static var systemGroupedBackground: UIColor { UIColor(.semantic(.systemGroupedBackground)) }
  public static var secondarySystemGroupedBackground: UIColor { UIColor(.semantic(.secondarySystemGroupedBackground)) }
  public static var tertiarySystemGroupedBackground: UIColor { UIColor(.semantic(.tertiarySystemGroupedBackground)) }
  public static var tintColor: UIColor { UIColor(Color.accentColor) }
  public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
  public static var darkText: UIColor { UIColor(Color.black) }
}
