// The built-in `flipbook` command: the seed posts' films.
import Controls
import Flipbook
import FlipbookCommands

FlipbookCommand.run(catalog: Catalog(films: Film.controls))
