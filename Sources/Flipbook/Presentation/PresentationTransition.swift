import Foundation

// MARK: - Presenting and dismissing
//
// Sheets, full-screen covers, alerts and confirmation dialogs come and go
// as UIKit presents them, whatever transaction the change came in (iOS
// animates a presentation even when `isPresented` is set without
// `withAnimation`; a transaction that disables animations shows it at once):
//
// - a sheet rises from the bottom edge while the dimming fades in, and
//   sinks back as it fades out: 0.4 s, easing out (UIKit's sheet spring,
//   read as its settling time);
// - a full-screen cover rises the same way, undimmed;
// - an alert fades in while its box shrinks from 1.15 × to its size, and
//   fades out at its size: 0.25 s (UIAlertController's);
// - a confirmation dialog rises from the bottom like a sheet.
//
// A presentation's layer carries its progress (0 gone, 1 shown) in the
// environment (`presentationProgress`), animated by its transition; each
// look reads it. The layer being dismissed takes no taps.

/// How far a presentation has come in (0 … 1): 1 when shown.
private struct PresentationProgressKey: EnvironmentKey {
  static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
  /// The presentation transition's progress of the layer a view is in.
  var presentationProgress: CGFloat {
    get { self[PresentationProgressKey.self] }
    set { self[PresentationProgressKey.self] = newValue }
  }
}

/// Sets `presentationProgress`, animatably: a presentation's transition.
nonisolated struct _PresentationProgress: ViewModifier, Animatable {
  var progress: CGFloat

  var animatableData: CGFloat {
    get { progress }
    set { progress = newValue }
  }

  func body(content: Content) -> some View { content.environment(\.presentationProgress, progress) }
}

/// What kind of presentation a layer shows, for its timing.
enum PresentationKind {
  case sheet, alert

  /// How long it takes to come or go (see the essay above).
  var animation: Animation {
    switch self {
    case .sheet: .timingCurve(0.2, 0.9, 0.3, 1, duration: 0.4)
    case .alert: .easeOut(duration: 0.25)
    }
  }
}

/// A presentation's layer, lifted over the whole screen (ScreenLayers.swift): `overlay` while
/// presented, brought in and out by its transition (see the essay above).
nonisolated struct _PresentationLayer: View {
  let overlay: AnyView?
  let kind: PresentationKind

  var body: some View {
    ZStack {
      if let overlay {
        overlay.transition(
          .modifier(active: _PresentationProgress(progress: 0), identity: _PresentationProgress(progress: 1)))
      }
    }
    .transaction { transaction in
      if !transaction.disablesAnimations, transaction.animation == nil { transaction.animation = kind.animation }
    }
    .modifier(_ScreenLayerModifier())
  }
}

/// Moves a view down by `(1 − progress)` of its height: a sheet rising.
nonisolated struct _RiseEffect: GeometryEffect {
  var progress: CGFloat

  var animatableData: CGFloat {
    get { progress }
    set { progress = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: 0, y: (1 - min(max(progress, 0), 1)) * size.height))
  }
}
