// The built-in `flipbook` command: the seed posts' films, and their
// images as samples.
import Controls
import Flipbook
import FlipbookCommands

FlipbookCommand.run(catalog: Catalog(films: Film.controls, samples: SampleFolder.posts))
