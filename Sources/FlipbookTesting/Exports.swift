// `import FlipbookTesting` brings Flipbook (views, films, previews) with it,
// so a test file needs no second import to name what it checks.
@_exported import Flipbook
