import Foundation

// # Metal shaders (iOS 17), without Metal
//
// SwiftUI 5 runs `[[ stitchable ]]` Metal functions over a view's pixels:
// `.colorEffect(ShaderLibrary.grain(.float(t)))` recolours each pixel,
// `.distortionEffect` moves where each pixel samples from, `.layerEffect`
// reads the whole layer, and a `Shader` fills a shape as a `ShapeStyle`.
// The functions are compiled by Xcode from the app's `.metal` files into
// the bundle's `default.metallib`; there is no Metal on Linux and no such
// library in a Swift package built here. So Flipbook declares the whole
// API as SwiftUI does (`ShaderLibrary` and its dynamic members, `Shader`,
// `Shader.Argument`, the three effects on views and on `VisualEffect`) so
// screens that use it compile unchanged, and draws what it can: the view
// without the effect (as iOS draws it when `isEnabled` is false), and a
// shader used as a fill as transparent. A reference recorded with a shader
// will differ where the shader draws; nothing else on the screen moves.

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary`:
/// `ShaderLibrary.name(arguments…)` (or `ShaderLibrary.default.name`) makes
/// a `Shader` calling the function `name`. Flipbook cannot run them (see
/// the essay above Shaders.swift).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
  enum Source: Equatable, Sendable {
    case main, bundle(String), url(URL), data(Data)
  }

  let source: Source

  /// The app's main bundle's library (`default.metallib`).
  public static let `default` = ShaderLibrary(source: .main)

  /// The library of `bundle`.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: .bundle(bundle.bundlePath))
  }

  init(source: Source) { self.source = source }

  /// A library read from the `.metallib` file at `url`.
  public init(url: URL) { source = .url(url) }

  /// A library from the bytes of a `.metallib` file.
  public init(data: Data) { source = .data(data) }

  /// The function `name` of the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }

  /// The function `name` of this library.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }
}

/// One function of a `ShaderLibrary`, as SwiftUI's `ShaderFunction`:
/// call it with its arguments to make a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  /// The library the function is in.
  public var library: ShaderLibrary
  /// The function's name.
  public var name: String

  /// The function `name` in `library`.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// The shader calling this function with `arguments`.
  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}

/// A Metal shader function with its arguments, as SwiftUI's `Shader`: used
/// by `colorEffect`, `distortionEffect` and `layerEffect`, or as a fill.
/// Flipbook draws a view under a shader effect unchanged and a shader
/// fill as transparent (see the essay above Shaders.swift).
public struct Shader: Equatable, Sendable, ShapeStyle {
  /// A value passed to a shader function, as SwiftUI's `Shader.Argument`.
  public struct Argument: Equatable, Sendable {
    enum Value: Equatable, Sendable {
      case floats([Float]), color(Color), colors([Color]), image(String), data(Data), boundingRect
    }
    let value: Value

    /// A `float`.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
    /// A `float2`.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(value: .floats([Float(x), Float(y)]))
    }
    /// A `float2` from a point.
    public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
    /// A `float2` from a size.
    public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
    /// A `float2` from a vector.
    public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
    /// A `float3`.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: .floats([Float(x), Float(y), Float(z)]))
    }
    /// A `float4`.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
    }
    /// A `device const float *` with its count.
    public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array)) }
    /// A `half4` colour.
    public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
    /// A `device const half4 *` of colours with its count.
    public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
    /// A `texture2d<half>`.
    public static func image(_ image: Image) -> Argument { Argument(value: .image(String(describing: image))) }
    /// A `device const void *` with its size.
    public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
    /// The bounding rectangle of what the shader draws, as a `float4`.
    public static var boundingRect: Argument { Argument(value: .boundingRect) }
  }

  /// The function called.
  public var function: ShaderFunction
  /// Its arguments.
  public var arguments: [Argument]
  /// Whether samples outside the layer are clamped (SwiftUI's default
  /// `true`); kept.
  public var dithersColor: Bool = false

  /// A shader calling `function` with `arguments`.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// A shader fill is drawn transparent: there is no Metal here.
  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading { .color(.clear) }
  public func _color(in environment: EnvironmentValues) -> Color? { .clear }
}

nonisolated extension View {
  /// Recolours each pixel with `shader`, as SwiftUI's `colorEffect(_:
  /// isEnabled:)`. Drawn without the effect: no Metal here.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

  /// Moves where each pixel samples from with `shader`, as SwiftUI's
  /// `distortionEffect(_:maxSampleOffset:isEnabled:)`. Drawn without it.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }

  /// Runs `shader` over the whole layer, as SwiftUI's
  /// `layerEffect(_:maxSampleOffset:isEnabled:)`. Drawn without it.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}

extension VisualEffect {
  /// `colorEffect` inside `visualEffect`: drawn without it (no Metal).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
  /// `distortionEffect` inside `visualEffect`: drawn without it.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
  /// `layerEffect` inside `visualEffect`: drawn without it.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
}
