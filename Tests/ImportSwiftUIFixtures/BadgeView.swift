// An app target as an iOS project writes it: `import SwiftUI` kept (this
// target is built with `-module-alias SwiftUI=Flipbook`) and Xcode 15's
// asset symbols (`Color(.badge)`) from the FlipbookAssetSymbols plug-in,
// whose generated file must compile in an aliased target.
import SwiftUI

public struct BadgeView: View {
  public init() {}

  public var body: some View {
    Circle().fill(Color(.badge)).frame(width: 20, height: 20)
  }
}
