import Flipbook
import FlipbookTesting
import Foundation
import Photos
import PhotosUI
import Testing

/// A profile editor as apps write it: a photo picker under the avatar, the
/// picked item loaded in `onChange`, and a library-permission note.
struct ProfilePhotoEditor: View {
  @State private var item: PhotosPickerItem?
  @State private var avatar: Image?
  @State private var showsPicker = false

  var body: some View {
    VStack(spacing: 12) {
      (avatar ?? Image(systemName: "person.crop.circle.fill"))
        .resizable().scaledToFit().frame(width: 80, height: 80).foregroundStyle(.gray)
      PhotosPicker(selection: $item, matching: .any(of: [.images, .not(.screenshots)])) {
        Label("Choose Photo", systemImage: "photo")
      }
      PhotosPicker("Add Photos", selection: .constant([]), maxSelectionCount: 3, matching: .images)
      if PHPhotoLibrary.authorizationStatus(for: .readWrite) == .denied {
        Text("Allow access in Settings").font(.footnote)
      }
    }
    .padding()
    .photosPicker(isPresented: $showsPicker, selection: $item, matching: .images)
    .onChange(of: item) { _, newItem in
      Task {
        if let data = try? await newItem?.loadTransferable(type: Data.self), let image = UIImage(data: data) {
          avatar = Image(uiImage: image)
        }
      }
    }
  }
}

@Suite(.serialized) struct PhotosTests {
  /// No library: not determined until asked, denied after; fetches find
  /// nothing; changes fail; a named item fails to load.
  @Test func theLibraryIsEmptyAndOutOfReach() async throws {
    let status = await PHPhotoLibrary.requestAuthorization(for: .addOnly)
    #expect(status == .denied && PHPhotoLibrary.authorizationStatus(for: .addOnly) == .denied)
    #expect(PHAsset.fetchAssets(with: .image, options: PHFetchOptions()).count == 0)
    var failed: Error?
    PHPhotoLibrary.shared().performChanges({ _ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage()) }) {
      _, error in failed = error
    }
    #expect((failed as? PHPhotosError)?.code == .accessUserDenied)
    await #expect(throws: PHPhotosError.self) {
      try await PhotosPickerItem(itemIdentifier: "A1").loadTransferable(type: Data.self)
    }
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
  }

  /// The pickers are buttons in the tint, laid out as their labels; the
  /// inline style is a placeholder of the offered size.
  @Test func pickersAreButtons() throws {
    let renderer = ImageRenderer(content: ProfilePhotoEditor().frame(width: 320))
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    // 16 + 80 + 12 + a body line + 12 + a body line + 16, then the
    // footnote line when the status is denied (another suite may have
    // asked): at least 176 pt.
    #expect(image.height >= 176 && image.height <= 210, "\(image.height)")
    let inline = try #require(
      ImageRenderer(content: PhotosPicker("x", selection: .constant(nil)).photosPickerStyle(.inline).frame(width: 100, height: 60)).bitmap)
    #expect(inline.width == 100 && inline.height == 60)
    let ground = inline.pixel(x: 5, y: 5)
    #expect(ground.red == 242 && ground.green == 242 && ground.blue == 247, "secondary system background: \(ground)")
  }

  /// What the editor draws (status not yet asked in this golden's view).
  @Test func theEditorRenders() {
    expectGolden(
      of: VStack(spacing: 12) {
        Image(systemName: "person.crop.circle.fill").resizable().scaledToFit().frame(width: 80, height: 80)
          .foregroundStyle(.gray)
        PhotosPicker(selection: .constant(nil), matching: .images) { Label("Choose Photo", systemImage: "photo") }
        PhotosPicker("Add Photos", selection: .constant([]), maxSelectionCount: 3, matching: .images)
        PasteButton(payloadType: String.self) { _ in }
        ShareLink(item: URL(string: "https://example.com")!, preview: SharePreview("Example"))
      }
      .padding().frame(width: 320),
      named: "photos-picker", scale: 2)
  }
}
