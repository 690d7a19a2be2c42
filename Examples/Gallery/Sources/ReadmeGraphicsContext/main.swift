import FlipbookCore
import Rasterizer
import Encoders

let bitmap = try Bitmap.render(size: CGSize(width: 120, height: 80), scale: 3, colorScheme: .dark) { context in
  context.addFilter(.shadow(color: .black.opacity(0.4), radius: 4, y: 2))
  context.fill(Path(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 60), cornerRadius: 12),
               with: .conicGradient(Gradient(colors: [.blue, .mint, .blue]), center: CGPoint(x: 60, y: 40)))
}
try PNGEncoder().write(bitmap, to: "card.png")   // 360×240 px, 216 dpi
