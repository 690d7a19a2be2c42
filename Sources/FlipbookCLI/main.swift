// The built-in `flipbook` command: the seed posts' films, and their
// images as samples.
import Posts
import Flipbook
import FlipbookCommands
import FlipbookSamples

FlipbookCommand.run(catalog: Catalog(films: Film.posts, samples: SampleFolder.posts))
